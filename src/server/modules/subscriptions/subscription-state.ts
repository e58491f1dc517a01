import type { SubscriptionState } from '@contracts/subscriptions';
import type { Db } from '@server/db/connection';
import { isPremiumRow, rowOf } from './subscription-row';

/** The spec's check-subscription answer for a user. */
export async function checkSubscription(
  db: Db,
  userId: string,
  premiumProductId: string,
): Promise<SubscriptionState> {
  const row = await rowOf(db, userId);
  const subscribed = isPremiumRow(row, premiumProductId);
  return {
    subscribed,
    product_id: row?.stripeProductId ?? null,
    subscription_end: row?.currentPeriodEnd?.toISOString() ?? null,
    status: row?.status ?? null,
    plan: row?.plan ?? null,
    // A checkout leaves the provider's subscription id on the row; a grant onto a row with no
    // running subscription clears it (staff-actions.ts).
    source: subscribed ? (row?.stripeSubscriptionId ? 'subscription' : 'grant') : null,
  };
}
