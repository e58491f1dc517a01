import { eq, sql } from 'drizzle-orm';
import { userNotFoundMessage } from '../../../contracts/admins';
import type { Db } from '../../db/connection';
import { users } from '../../db/schema/auth';
import { userSubscriptions } from '../../db/schema/billing';
import { appError } from '../../http/app-error';

/**
 * Staff grant premium for a number of days: the period is extended from its current end when it
 * is still running, otherwise from now. Granted rows carry no Stripe ids.
 */
export async function grantPremium(db: Db, email: string, durationDays: number) {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()))
    .limit(1);
  if (!user) throw appError('not_found', userNotFoundMessage);
  const extended = sql`greatest(coalesce(${userSubscriptions.currentPeriodEnd}, now()), now()) + make_interval(days => ${durationDays})`;
  const [row] = await db
    .insert(userSubscriptions)
    .values({
      userId: user.id,
      status: 'active',
      currentPeriodEnd: sql`now() + make_interval(days => ${durationDays})`,
    })
    .onConflictDoUpdate({
      target: userSubscriptions.userId,
      set: { status: 'active', currentPeriodEnd: extended },
    })
    .returning({ end: userSubscriptions.currentPeriodEnd });
  return {
    userId: user.id,
    currentPeriodEnd: row!.end!.toISOString(),
    message: `Premium access granted for ${durationDays} days`,
  };
}
