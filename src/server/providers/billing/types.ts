import type { SubscriptionStatus } from '@contracts/enums';

export type BillingPlan = 'monthly' | 'yearly';

/** A subscription as the billing provider knows it, in the app's words. */
export type SubscriptionSnapshot = {
  subscriptionId: string;
  customerId: string | null;
  status: SubscriptionStatus;
  currentPeriodEnd: Date | null;
  productId: string | null;
  plan: BillingPlan | null;
  /** The app's user id, from the subscription's metadata (set at checkout). */
  userId: string | null;
};

/** A verified webhook event: what happened and the subscription it is about (when it names one). */
export type BillingEvent = {
  id: string;
  type: string;
  created: Date;
  /** created, updated, renewed (an invoice paid), deleted; other types are acknowledged and ignored. */
  kind: 'upsert' | 'deleted' | 'ignored';
  /** The subscription as the event carries it (deleted, created, updated). */
  subscription: SubscriptionSnapshot | null;
  /** A subscription id to read fresh from the provider (renewals and completed checkouts). */
  refreshSubscriptionId: string | null;
  /** The user a completed checkout was for (client_reference_id), when the event says. */
  userId: string | null;
};

export type BillingProvider = {
  kind: 'stripe' | 'sandbox';
  label: string;
  /** The single premium product: only its subscriptions give premium. */
  premiumProductId: string;
  /** A hosted checkout for a plan; the answer is the page to open. */
  createCheckout: (input: {
    userId: string;
    email: string;
    customerId: string | null;
    plan: BillingPlan;
    returnUrl: string;
  }) => Promise<{ url: string }>;
  /** The customer portal (cancel, switch plan, payment details). */
  createPortal: (input: {
    customerId: string | null;
    returnUrl: string;
  }) => Promise<{ url: string }>;
  /** Verifies a webhook's signature and reads it; rejects with WebhookSignatureError when it does not hold. */
  parseWebhook: (rawBody: string, signature: string | undefined) => Promise<BillingEvent>;
  retrieveSubscription: (subscriptionId: string) => Promise<SubscriptionSnapshot>;
  /** Ends a subscription at once (staff cancel). */
  cancelSubscription: (subscriptionId: string) => Promise<void>;
};

/** A webhook whose signature is missing, wrong, or too old. */
export class WebhookSignatureError extends Error {}

export const defaultPremiumProductId = 'prod_psalmlight_premium';
