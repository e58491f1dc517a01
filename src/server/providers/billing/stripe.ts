import type Stripe from 'stripe';
import { subscriptionStatuses } from '@contracts/enums';
import type { BillingConfig } from '@server/config';
import { lazyModule } from '../lazy-module';
import { ProviderError } from '../provider-error';
import {
  WebhookSignatureError,
  type BillingEvent,
  type BillingPlan,
  type BillingProvider,
  type SubscriptionSnapshot,
} from './types';

type Loose = Record<string, unknown>;
const obj = (value: unknown): Loose => (value && typeof value === 'object' ? (value as Loose) : {});
const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);
/** An id whether Stripe sent the object expanded or as its id. */
const idOf = (value: unknown): string | null => str(value) ?? str(obj(value).id);
const num = (value: unknown): number | null => (typeof value === 'number' ? value : null);

/**
 * A Stripe subscription in the app's words. The period end is on the subscription (API versions
 * before 2025-03) or on its first item (since); the product is the first item's price's product.
 */
export function snapshotOf(
  raw: unknown,
  prices: Record<BillingPlan, string>,
): SubscriptionSnapshot {
  const sub = obj(raw);
  const item = obj((obj(sub.items).data as unknown[] | undefined)?.[0]);
  const price = obj(item.price);
  const priceId = str(price.id);
  const end = num(sub.current_period_end) ?? num(item.current_period_end);
  const status = str(sub.status);
  const known = subscriptionStatuses.find((s) => s === status);
  return {
    subscriptionId: str(sub.id) ?? '',
    customerId: idOf(sub.customer),
    // A status this app does not know gives no premium.
    status: known ?? 'incomplete',
    currentPeriodEnd: end === null ? null : new Date(end * 1000),
    productId: idOf(price.product),
    plan:
      priceId === prices.monthly
        ? 'monthly'
        : priceId === prices.yearly
          ? 'yearly'
          : str(obj(price.recurring).interval) === 'year'
            ? 'yearly'
            : str(obj(price.recurring).interval) === 'month'
              ? 'monthly'
              : null,
    userId: str(obj(sub.metadata).user_id),
  };
}

/** Reads a verified Stripe event into the few kinds the app acts on. */
export function readEvent(event: Stripe.Event, prices: Record<BillingPlan, string>): BillingEvent {
  const data = obj(event.data.object);
  const base = {
    id: event.id,
    type: event.type,
    created: new Date(event.created * 1000),
    subscription: null,
    refreshSubscriptionId: null,
    userId: null,
  };
  switch (event.type) {
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
      return { ...base, kind: 'upsert', subscription: snapshotOf(data, prices) };
    case 'customer.subscription.deleted':
      return { ...base, kind: 'deleted', subscription: snapshotOf(data, prices) };
    case 'invoice.paid':
    case 'invoice.payment_succeeded': {
      // Older API versions name the subscription on the invoice; newer ones under parent.
      const id =
        idOf(data.subscription) ?? idOf(obj(obj(data.parent).subscription_details).subscription);
      return id
        ? { ...base, kind: 'upsert', refreshSubscriptionId: id }
        : { ...base, kind: 'ignored' };
    }
    case 'checkout.session.completed': {
      const id = idOf(data.subscription);
      return id
        ? {
            ...base,
            kind: 'upsert',
            refreshSubscriptionId: id,
            userId: str(data.client_reference_id),
          }
        : { ...base, kind: 'ignored' };
    }
    default:
      return { ...base, kind: 'ignored' };
  }
}

function providerFailure(err: unknown): ProviderError {
  // The SDK's error classes carry their name in `type` (the class itself is loaded lazily).
  const timedOut =
    (err as { type?: unknown } | null)?.type === 'StripeConnectionError' &&
    /timed? ?out/i.test(String((err as Error).message));
  const detail = err instanceof Error ? err.message : String(err);
  return new ProviderError(timedOut ? 'timeout' : 'failed', `Stripe: ${detail}`, { cause: err });
}

/** Stripe through its official SDK (network retries with backoff, a timeout per request). */
export function createStripeBilling(config: BillingConfig): BillingProvider {
  const api = config.apiUrl ? new URL(config.apiUrl) : undefined;
  const stripe = lazyModule(async () => {
    const { default: StripeSdk } = await import('stripe');
    return new StripeSdk(config.secretKey ?? '', {
      maxNetworkRetries: 2,
      timeout: config.timeoutMs,
      ...(api && {
        host: api.hostname,
        port: Number(api.port || (api.protocol === 'https:' ? 443 : 80)),
        protocol: api.protocol === 'https:' ? 'https' : 'http',
      }),
    });
  });
  const prices = { monthly: config.priceMonthly ?? '', yearly: config.priceYearly ?? '' };

  async function call<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (err) {
      throw providerFailure(err);
    }
  }

  return {
    kind: 'stripe',
    label: 'Stripe',
    premiumProductId: config.premiumProductId,
    createCheckout: ({ userId, email, customerId, plan, returnUrl }) =>
      call(async () => {
        const session = await (
          await stripe()
        ).checkout.sessions.create({
          mode: 'subscription',
          line_items: [{ price: prices[plan], quantity: 1 }],
          client_reference_id: userId,
          ...(customerId ? { customer: customerId } : { customer_email: email }),
          subscription_data: { metadata: { user_id: userId } },
          success_url: `${returnUrl}?checkout=success`,
          cancel_url: `${returnUrl}?checkout=cancelled`,
        });
        if (!session.url) throw new Error('the checkout session came back without a URL');
        return { url: session.url };
      }),
    createPortal: ({ customerId, returnUrl }) =>
      call(async () => {
        if (!customerId) throw new Error('no Stripe customer for this account');
        const session = await (
          await stripe()
        ).billingPortal.sessions.create({
          customer: customerId,
          return_url: returnUrl,
        });
        return { url: session.url };
      }),
    parseWebhook: async (rawBody, signature) => {
      if (!signature || !config.webhookSecret)
        throw new WebhookSignatureError('The webhook carries no Stripe signature.');
      const sdk = await stripe();
      let event: Stripe.Event;
      try {
        event = sdk.webhooks.constructEvent(rawBody, signature, config.webhookSecret);
      } catch (err) {
        throw new WebhookSignatureError(err instanceof Error ? err.message : String(err));
      }
      return readEvent(event, prices);
    },
    retrieveSubscription: (id) =>
      call(async () => snapshotOf(await (await stripe()).subscriptions.retrieve(id), prices)),
    cancelSubscription: (id) =>
      call(async () => {
        await (await stripe()).subscriptions.cancel(id);
      }),
  };
}
