import { z } from 'zod';
import { pageQuery } from './pagination';

export const grantPremiumInput = z.strictObject({
  email: z.string().trim().min(1, 'Please enter an email address').max(254),
  durationDays: z.number().int().min(1).max(3660).default(30),
});
export const grantPremiumResult = z.object({
  userId: z.string(),
  currentPeriodEnd: z.string(),
  message: z.string(),
});

export const billingPlans = ['monthly', 'yearly'] as const;
export const billingPlan = z.enum(billingPlans, 'Choose the monthly or the yearly plan');
export type BillingPlan = z.infer<typeof billingPlan>;

/** 001 §3: the subscription state the client sees (check-subscription). */
export const subscriptionState = z.object({
  subscribed: z.boolean(),
  product_id: z.string().nullable(),
  subscription_end: z.string().nullable(),
  status: z.string().nullable(),
  /** The plan of the current subscription, when known (shown on the Subscription page). */
  plan: z.enum(billingPlans).nullable(),
  /**
   * Where premium comes from while subscribed: a paid subscription (managed in the billing portal)
   * or a staff grant (nothing to manage or renew); null without premium.
   */
  source: z.enum(['subscription', 'grant']).nullable(),
});
export type SubscriptionState = z.infer<typeof subscriptionState>;

export const checkoutInput = z.strictObject({ plan: billingPlan });
export const redirectUrl = z.object({ url: z.string() });

/** The sandbox portal's choices: cancel at once, or switch to the other plan. */
export const sandboxPortalInput = z.strictObject({
  action: z.enum(['cancel', 'switch'], 'Choose cancel or switch'),
  plan: billingPlan.optional(),
});

export const webhookAnswer = z.object({ received: z.boolean(), duplicate: z.boolean() });

/** 000 §3: a user record in the Subs tab. */
export const subscriptionRecord = z.object({
  user_id: z.string(),
  email: z.string(),
  full_name: z.string().nullable(),
  subscribed: z.boolean(),
  status: z.string().nullable(),
  product_id: z.string().nullable(),
  plan: z.enum(billingPlans).nullable(),
  subscription_end: z.string().nullable(),
  customer_id: z.string().nullable(),
  subscription_id: z.string().nullable(),
  admin_role: z.string().nullable(),
});
export type SubscriptionRecord = z.infer<typeof subscriptionRecord>;

export const subscriptionRecordsQuery = pageQuery.extend({
  search: z.string().trim().max(200).optional(),
});

export const cancelResult = z.object({ message: z.string() });
