import { eq } from 'drizzle-orm';
import type { Db } from '@server/db/connection';
import { userSubscriptions } from '@server/db/schema/billing';
import type { SubscriptionSnapshot } from '@server/providers/billing';

// A member's one user_subscriptions row: reading it, the premium rule, and writing a provider's
// subscription onto it.

type Row = typeof userSubscriptions.$inferSelect;

/** 001 §3/§4: premium only while active or trialing, the period not ended, and the premium product. */
export function isPremiumRow(
  row: Pick<Row, 'status' | 'currentPeriodEnd' | 'stripeProductId'> | undefined,
  premiumProductId: string,
  now = new Date(),
) {
  return (
    row !== undefined &&
    (row.status === 'active' || row.status === 'trialing') &&
    row.currentPeriodEnd !== null &&
    row.currentPeriodEnd > now &&
    row.stripeProductId === premiumProductId
  );
}

/** The member's row, if they have one. */
export async function rowOf(db: Db, userId: string) {
  const [row] = await db
    .select()
    .from(userSubscriptions)
    .where(eq(userSubscriptions.userId, userId))
    .limit(1);
  return row;
}

/** Writes a provider's subscription onto the user's row (one per user). */
export async function writeSnapshot(
  db: Db,
  userId: string,
  sub: SubscriptionSnapshot,
  eventAt: Date,
) {
  const values = {
    status: sub.status,
    currentPeriodEnd: sub.currentPeriodEnd,
    stripeCustomerId: sub.customerId,
    stripeSubscriptionId: sub.subscriptionId || null,
    stripeProductId: sub.productId,
    plan: sub.plan,
    lastEventAt: eventAt,
  };
  await db
    .insert(userSubscriptions)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userSubscriptions.userId, set: values });
}
