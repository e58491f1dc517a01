import { sql } from 'drizzle-orm';
import { signedUpUserId } from '@server/auth/find-user';
import type { Db } from '@server/db/connection';
import { userSubscriptions } from '@server/db/schema/billing';

/**
 * Staff grant premium for a number of days: the period is extended from its current end when it
 * is still running, otherwise from now. Granted rows carry no Stripe ids.
 */
export async function grantPremium(db: Db, email: string, durationDays: number) {
  const userId = await signedUpUserId(db, email);
  const extended = sql`greatest(coalesce(${userSubscriptions.currentPeriodEnd}, now()), now()) + make_interval(days => ${durationDays})`;
  const [row] = await db
    .insert(userSubscriptions)
    .values({
      userId,
      status: 'active',
      currentPeriodEnd: sql`now() + make_interval(days => ${durationDays})`,
    })
    .onConflictDoUpdate({
      target: userSubscriptions.userId,
      set: { status: 'active', currentPeriodEnd: extended },
    })
    .returning({ end: userSubscriptions.currentPeriodEnd });
  return {
    userId,
    currentPeriodEnd: row!.end!.toISOString(),
    message: `Premium access granted for ${durationDays} days`,
  };
}
