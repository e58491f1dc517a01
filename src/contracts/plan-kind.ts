import type { SubscriptionRecord } from './subscriptions';

/**
 * 000 §9: Monthly when the product id contains "monthly" (or the plan is), otherwise Annual. The
 * kind, not the words: the web says it in the reader's language (plans.monthly, plans.annual).
 * A module of its own, without schemas: the Subscription page needs it, and evaluating the
 * contract's zod schemas there was a long task on a phone.
 */
export function planKind(
  record: Pick<SubscriptionRecord, 'plan' | 'product_id'>,
): 'monthly' | 'annual' {
  if (record.plan) return record.plan === 'monthly' ? 'monthly' : 'annual';
  return record.product_id?.includes('monthly') ? 'monthly' : 'annual';
}
