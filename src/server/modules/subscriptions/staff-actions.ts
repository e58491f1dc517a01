import { eq, sql } from 'drizzle-orm';
import { signedUpUserId } from '@server/auth/find-user';
import type { Db } from '@server/db/connection';
import { users } from '@server/db/schema/auth';
import { userSubscriptions } from '@server/db/schema/billing';
import { appError } from '@server/http/app-error';
import type { Logger } from '@server/logger';
import { recordAudit, type AuditActor } from '@server/modules/audit/service';
import type { BillingProvider } from '@server/providers/billing';
import { billingFailed } from './billing-failure';
import { isPremiumRow, rowOf } from './subscription-row';
import { apiText } from '@server/lib/i18n/texts';

// What subscriptions staff do to a member's premium (000 §4), each audited.

/**
 * Staff cancel (000 §4): premium ends at once. A Stripe subscription is cancelled at Stripe first;
 * when Stripe fails, the row is left as it was (nothing half-changed) and the answer is a 502.
 */
export async function cancelSubscription(
  deps: { db: Db; billing: BillingProvider; logger?: Logger },
  userId: string,
  actor: AuditActor,
) {
  const { db, billing } = deps;
  const row = await rowOf(db, userId);
  if (!isPremiumRow(row, billing.premiumProductId))
    throw appError('not_found', 'No active subscription found');
  const stripeId = row!.stripeSubscriptionId;
  if (billing.kind === 'stripe' && stripeId && !stripeId.startsWith('sub_sandbox_')) {
    try {
      await billing.cancelSubscription(stripeId);
    } catch (err) {
      throw billingFailed(err, deps.logger, `cancelling ${stripeId}`);
    }
  }
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx
      .update(userSubscriptions)
      .set({ status: 'canceled', currentPeriodEnd: now, lastEventAt: now })
      .where(eq(userSubscriptions.userId, userId));
    await recordAudit(tx, {
      actor,
      action: 'subscription.cancel',
      targetType: 'user',
      targetId: userId,
      targetLabel: await emailOf(tx, userId),
      before: {
        status: row!.status,
        currentPeriodEnd: row!.currentPeriodEnd?.toISOString() ?? null,
      },
      after: { status: 'canceled', currentPeriodEnd: now.toISOString() },
    });
  });
  return { message: 'Subscription cancelled successfully' };
}

/** The member's email, the audit row's label. */
async function emailOf(db: Db, userId: string) {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email ?? null;
}

/**
 * Staff grant premium for a number of days: the period is extended from its current end when it
 * is still running, otherwise from now. The row carries the premium product (so it counts). A grant
 * onto a row whose subscription has ended forgets that subscription's id and plan: the member holds
 * a grant, not a plan that renews (the Subscription page says "Premium (granted) until …").
 */
export async function grantPremium(
  db: Db,
  premiumProductId: string,
  email: string,
  durationDays: number,
  actor: AuditActor,
) {
  const userId = await signedUpUserId(db, email);
  const running = sql`${userSubscriptions.status} in ('active', 'trialing') and ${userSubscriptions.stripeProductId} = ${premiumProductId}`;
  const extended = sql`case when ${running} then greatest(coalesce(${userSubscriptions.currentPeriodEnd}, now()), now()) else now() end + make_interval(days => ${durationDays})`;
  const row = await db.transaction(async (tx) => {
    const [written] = await tx
      .insert(userSubscriptions)
      .values({
        userId,
        status: 'active',
        stripeProductId: premiumProductId,
        currentPeriodEnd: sql`now() + make_interval(days => ${durationDays})`,
      })
      .onConflictDoUpdate({
        target: userSubscriptions.userId,
        set: {
          status: 'active',
          currentPeriodEnd: extended,
          stripeProductId: premiumProductId,
          stripeSubscriptionId: sql`case when ${running} then ${userSubscriptions.stripeSubscriptionId} end`,
          plan: sql`case when ${running} then ${userSubscriptions.plan} end`,
        },
      })
      .returning({ end: userSubscriptions.currentPeriodEnd });
    await recordAudit(tx, {
      actor,
      action: 'subscription.grant',
      targetType: 'user',
      targetId: userId,
      targetLabel: email.trim().toLowerCase(),
      after: { durationDays, currentPeriodEnd: written!.end!.toISOString() },
    });
    return written;
  });
  return {
    userId,
    currentPeriodEnd: row!.end!.toISOString(),
    message: apiText('premium.granted', { days: durationDays }),
  };
}
