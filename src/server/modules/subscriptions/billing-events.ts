import { eq } from 'drizzle-orm';
import type { Db } from '@server/db/connection';
import { users } from '@server/db/schema/auth';
import { billingEvents, userSubscriptions } from '@server/db/schema/billing';
import type { Logger } from '@server/logger';
import type { BillingEvent, BillingProvider } from '@server/providers/billing';
import type { EventBus } from '@server/realtime/bus';
import { announcePremiumChange } from './premium-change';
import { billingFailed } from './billing-failure';
import { writeSnapshot } from './subscription-row';

/**
 * Applies a verified billing event once (its id is stored in the same transaction), and never
 * backwards: an event older than the last one applied to the row, or about another subscription
 * than the row's current one being deleted, changes nothing.
 */
export async function applyBillingEvent(
  deps: { db: Db; billing: BillingProvider; logger?: Logger; bus?: EventBus },
  event: BillingEvent,
) {
  const { db, billing, logger } = deps;
  if (event.kind === 'ignored') return { received: true, duplicate: false };
  let sub = event.subscription;
  if (event.refreshSubscriptionId) {
    try {
      sub = await billing.retrieveSubscription(event.refreshSubscriptionId);
    } catch (err) {
      // A 5xx makes Stripe deliver the event again later; nothing was written.
      throw billingFailed(err, logger, `reading subscription ${event.refreshSubscriptionId}`);
    }
  }
  if (!sub) return { received: true, duplicate: false };
  const snapshot = sub;
  let written: string | undefined;
  const answer = await db.transaction(async (tx) => {
    const recorded = await tx
      .insert(billingEvents)
      .values({ eventId: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: billingEvents.eventId });
    if (recorded.length === 0) return { received: true, duplicate: true };

    const [bySubscription] = snapshot.subscriptionId
      ? await tx
          .select()
          .from(userSubscriptions)
          .where(eq(userSubscriptions.stripeSubscriptionId, snapshot.subscriptionId))
      : [];
    const [byCustomer] =
      !bySubscription && snapshot.customerId
        ? await tx
            .select()
            .from(userSubscriptions)
            .where(eq(userSubscriptions.stripeCustomerId, snapshot.customerId))
        : [];
    const userId =
      bySubscription?.userId ?? snapshot.userId ?? event.userId ?? byCustomer?.userId ?? null;
    if (!userId) {
      logger?.warn({ eventId: event.id }, 'billing: an event for no known user was ignored');
      return { received: true, duplicate: false };
    }
    const [existing] = await tx
      .select()
      .from(userSubscriptions)
      .where(eq(userSubscriptions.userId, userId))
      .for('update');
    const [known] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!known) return { received: true, duplicate: false };
    if (existing?.lastEventAt && existing.lastEventAt > event.created)
      return { received: true, duplicate: false };
    if (event.kind === 'deleted') {
      // Only the row's own subscription ends it; an old one's deletion leaves a newer one alone.
      if (!existing || existing.stripeSubscriptionId !== snapshot.subscriptionId)
        return { received: true, duplicate: false };
      await writeSnapshot(tx, userId, { ...snapshot, status: 'canceled' }, event.created);
      written = userId;
      return { received: true, duplicate: false };
    }
    await writeSnapshot(tx, userId, snapshot, event.created);
    written = userId;
    return { received: true, duplicate: false };
  });
  if (written) await announcePremiumChange(deps, written);
  return answer;
}
