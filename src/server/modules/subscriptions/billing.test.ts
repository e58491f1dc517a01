import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStripeBilling } from '@server/providers/billing/stripe';
import {
  startStripeStandIn,
  stripeSubscription,
  type StandIn,
} from '@server/providers/billing/stripe-stand-in';
import { createTestContext, type TestContext, type TestUser } from '@server/test/harness';

// The real Stripe SDK against a local stand-in of Stripe's API; webhooks signed with the SDK's
// own test header.
const secret = 'whsec_test_secret';
const product = 'prod_premium_test';
const prices = { monthly: 'price_monthly_test', yearly: 'price_yearly_test' };
const sdk = new Stripe('sk_test_signing_only');

let standIn: StandIn;
let t: TestContext;
beforeAll(async () => {
  standIn = await startStripeStandIn();
  t = await createTestContext({
    billing: createStripeBilling({
      kind: 'stripe',
      secretKey: 'sk_test_123',
      webhookSecret: secret,
      priceMonthly: prices.monthly,
      priceYearly: prices.yearly,
      premiumProductId: product,
      apiUrl: standIn.url,
      timeoutMs: 1000,
    }),
  });
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});

let eventSeq = 0;
function event(type: string, object: unknown, createdSeconds: number, id = `evt_${++eventSeq}`) {
  return { id, object: 'event', type, created: createdSeconds, data: { object } };
}
async function post(payload: unknown, opts: { sign?: boolean; tamper?: boolean } = {}) {
  const body = JSON.stringify(payload);
  const headers: Record<string, string> = {};
  if (opts.sign !== false)
    headers['stripe-signature'] = sdk.webhooks.generateTestHeaderString({ payload: body, secret });
  const sent = opts.tamper ? body.replace('"active"', '"trialing"') : body;
  // Stripe sends no Origin and no cookie.
  return t.app.request('http://localhost/api/billing/webhook', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: sent,
  });
}
async function state(user: TestUser) {
  return (await t.request('/api/subscription', { cookie: user.cookie })).json();
}
async function isPremium(user: TestUser) {
  return (await (await t.request('/api/me', { cookie: user.cookie })).json()).isPremium as boolean;
}
const now = () => Math.floor(Date.now() / 1000);
const days = (n: number) => new Date(Date.now() + n * 86_400_000);

describe('checkout and portal through the Stripe SDK', () => {
  it('creates a checkout session for the chosen price and answers its URL', async () => {
    const user = await t.createUser();
    const response = await t.request('/api/subscription/checkout', {
      cookie: user.cookie,
      json: { plan: 'yearly' },
    });
    expect(response.status).toBe(200);
    expect((await response.json()).url).toMatch(/^https:\/\/checkout\.stripe\.test\/cs_test_/);
    const sent = standIn.requests.findLast((r) => r.path === '/v1/checkout/sessions')!;
    expect(sent.body.get('line_items[0][price]')).toBe(prices.yearly);
    expect(sent.body.get('client_reference_id')).toBe(user.id);
    expect(sent.body.get('subscription_data[metadata][user_id]')).toBe(user.id);
    expect(sent.body.get('customer_email')).toBe(user.email);
  });

  it('refuses an unknown plan with 400 and sends nothing to Stripe', async () => {
    const user = await t.createUser();
    const before = standIn.requests.length;
    const response = await t.request('/api/subscription/checkout', {
      cookie: user.cookie,
      json: { plan: 'weekly' },
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields.plan).toBe('Choose the monthly or the yearly plan');
    expect(standIn.requests.length).toBe(before);
  });

  it('answers 502 billing_failed when Stripe keeps failing, after retrying', async () => {
    const user = await t.createUser();
    const before = standIn.requests.length;
    standIn.failNext(/checkout\/sessions/, 'error', 3);
    const response = await t.request('/api/subscription/checkout', {
      cookie: user.cookie,
      json: { plan: 'monthly' },
    });
    expect(response.status).toBe(502);
    expect((await response.json()).error.code).toBe('billing_failed');
    expect(standIn.requests.length - before).toBe(3);
  });

  it('answers 502 with a clear message when Stripe does not answer in time', async () => {
    const user = await t.createUser();
    standIn.failNext(/checkout\/sessions/, 'hang', 3);
    const response = await t.request('/api/subscription/checkout', {
      cookie: user.cookie,
      json: { plan: 'monthly' },
    });
    expect(response.status).toBe(502);
    expect((await response.json()).error.message).toBe(
      'The payment service did not answer in time. Please try again.',
    );
  });

  it('opens the customer portal for a customer, and 404 for someone who never subscribed', async () => {
    const stranger = await t.createUser();
    expect(
      (await t.request('/api/subscription/portal', { cookie: stranger.cookie, method: 'POST' }))
        .status,
    ).toBe(404);
    const user = await t.createUser();
    const sub = stripeSubscription({
      id: 'sub_portal',
      customer: 'cus_portal',
      userId: user.id,
      product,
      price: prices.monthly,
      periodEnd: days(30),
    });
    expect((await post(event('customer.subscription.created', sub, now()))).status).toBe(200);
    const response = await t.request('/api/subscription/portal', {
      cookie: user.cookie,
      method: 'POST',
    });
    expect(response.status).toBe(200);
    expect((await response.json()).url).toMatch(/^https:\/\/billing\.stripe\.test\//);
    expect(
      standIn.requests
        .findLast((r) => r.path === '/v1/billing_portal/sessions')!
        .body.get('customer'),
    ).toBe('cus_portal');
  });
});

describe('webhooks', () => {
  it('creates, renews and ends a subscription; premium follows', async () => {
    const user = await t.createUser();
    const created = now() - 100;
    const sub = stripeSubscription({
      id: 'sub_life',
      customer: 'cus_life',
      userId: user.id,
      product,
      price: prices.monthly,
      periodEnd: days(30),
    });
    expect((await post(event('customer.subscription.created', sub, created))).status).toBe(200);
    expect(await state(user)).toMatchObject({
      subscribed: true,
      product_id: product,
      status: 'active',
      plan: 'monthly',
    });
    expect(await isPremium(user)).toBe(true);

    // A renewal: the invoice names the subscription; its new period is read from Stripe.
    const renewed = stripeSubscription({
      ...sub,
      id: 'sub_life',
      customer: 'cus_life',
      userId: user.id,
      product,
      price: prices.monthly,
      periodEnd: days(60),
    });
    standIn.subscriptions.set('sub_life', renewed);
    const invoice = {
      id: 'in_1',
      object: 'invoice',
      parent: { subscription_details: { subscription: 'sub_life' } },
    };
    expect((await post(event('invoice.paid', invoice, created + 10))).status).toBe(200);
    const end = Date.parse((await state(user)).subscription_end);
    expect(end).toBeGreaterThan(days(59).getTime());

    await post(
      event('customer.subscription.deleted', { ...renewed, status: 'canceled' }, created + 20),
    );
    expect(await state(user)).toMatchObject({ subscribed: false, status: 'canceled' });
    expect(await isPremium(user)).toBe(false);
  });

  it('refuses an unsigned or tampered webhook with 400 and changes nothing', async () => {
    const user = await t.createUser();
    const sub = stripeSubscription({
      id: 'sub_tamper',
      customer: 'cus_tamper',
      userId: user.id,
      product,
      price: prices.monthly,
      periodEnd: days(30),
    });
    const unsigned = await post(event('customer.subscription.created', sub, now()), {
      sign: false,
    });
    expect(unsigned.status).toBe(400);
    const tampered = await post(event('customer.subscription.created', sub, now()), {
      tamper: true,
    });
    expect(tampered.status).toBe(400);
    expect((await tampered.json()).error.message).toBe(
      'The webhook signature is missing or does not match.',
    );
    expect(await state(user)).toMatchObject({ subscribed: false, status: null });
  });

  it('applies a replayed event once and ignores an older event arriving late', async () => {
    const user = await t.createUser();
    const base = { customer: 'cus_order', userId: user.id, product, price: prices.monthly };
    const t0 = now() - 1000;
    const createdEvent = event(
      'customer.subscription.created',
      stripeSubscription({ id: 'sub_order', ...base, periodEnd: days(30) }),
      t0,
    );
    await post(createdEvent);
    const cancelled = event(
      'customer.subscription.updated',
      stripeSubscription({ id: 'sub_order', ...base, status: 'canceled', periodEnd: days(30) }),
      t0 + 50,
    );
    await post(cancelled);
    expect((await state(user)).status).toBe('canceled');

    // The creation again (a replay, same id), then an update created before the cancel.
    const replay = await post(createdEvent);
    expect(await replay.json()).toEqual({ received: true, duplicate: true });
    await post(
      event(
        'customer.subscription.updated',
        stripeSubscription({ id: 'sub_order', ...base, periodEnd: days(40) }),
        t0 + 10,
      ),
    );
    expect(await state(user)).toMatchObject({ subscribed: false, status: 'canceled' });
  });

  it('gives no premium for a subscription to another product', async () => {
    const user = await t.createUser();
    await post(
      event(
        'customer.subscription.created',
        stripeSubscription({
          id: 'sub_other',
          customer: 'cus_other',
          userId: user.id,
          product: 'prod_something_else',
          price: 'price_other',
          periodEnd: days(30),
        }),
        now(),
      ),
    );
    expect(await state(user)).toMatchObject({ subscribed: false, status: 'active' });
    expect(await isPremium(user)).toBe(false);
  });

  it('retries nothing half-done when Stripe fails while a renewal is read (502, then applied)', async () => {
    const user = await t.createUser();
    const sub = stripeSubscription({
      id: 'sub_retry',
      customer: 'cus_retry',
      userId: user.id,
      product,
      price: prices.yearly,
      interval: 'year',
      periodEnd: days(365),
    });
    standIn.subscriptions.set('sub_retry', sub);
    const paid = event(
      'checkout.session.completed',
      {
        id: 'cs_1',
        object: 'checkout.session',
        subscription: 'sub_retry',
        client_reference_id: user.id,
      },
      now(),
    );
    standIn.failNext(/subscriptions\/sub_retry/, 'error', 3);
    expect((await post(paid)).status).toBe(502);
    expect((await state(user)).status).toBeNull();
    // Stripe delivers it again: now it is applied, once.
    expect(await (await post(paid)).json()).toEqual({ received: true, duplicate: false });
    expect(await state(user)).toMatchObject({ subscribed: true, plan: 'yearly' });
  });
});

describe('staff cancel through Stripe', () => {
  it('cancels at Stripe and ends premium at once; 404 when there is nothing to cancel', async () => {
    const admin = await t.createUser({ role: 'super_admin' });
    const user = await t.createUser();
    const sub = stripeSubscription({
      id: 'sub_staff',
      customer: 'cus_staff',
      userId: user.id,
      product,
      price: prices.monthly,
      periodEnd: days(30),
    });
    standIn.subscriptions.set('sub_staff', sub);
    await post(event('customer.subscription.created', sub, now()));
    expect(await isPremium(user)).toBe(true);

    standIn.failNext(/subscriptions\/sub_staff/, 'error', 3);
    const failed = await t.request(`/api/admin/subscriptions/${user.id}/cancel`, {
      cookie: admin.cookie,
      method: 'POST',
    });
    expect(failed.status).toBe(502);
    expect(await isPremium(user)).toBe(true);

    const response = await t.request(`/api/admin/subscriptions/${user.id}/cancel`, {
      cookie: admin.cookie,
      method: 'POST',
    });
    expect(await response.json()).toEqual({ message: 'Subscription cancelled successfully' });
    expect(standIn.requests.findLast((r) => r.method === 'DELETE')!.path).toBe(
      '/v1/subscriptions/sub_staff',
    );
    expect(await isPremium(user)).toBe(false);

    const again = await t.request(`/api/admin/subscriptions/${user.id}/cancel`, {
      cookie: admin.cookie,
      method: 'POST',
    });
    expect(again.status).toBe(404);
    expect((await again.json()).error.message).toBe('No active subscription found');
  });
});
