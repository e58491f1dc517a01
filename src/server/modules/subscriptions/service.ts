import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { BillingPlan, SubscriptionRecord, SubscriptionState } from '@contracts/subscriptions';
import { signedUpUserId } from '@server/auth/find-user';
import type { Db } from '@server/db/connection';
import { users } from '@server/db/schema/auth';
import { billingEvents, userSubscriptions } from '@server/db/schema/billing';
import { profiles } from '@server/db/schema/profiles';
import { appError, notFound, validationFailed } from '@server/http/app-error';
import { afterCursor, containsPattern, cursorKey, toPage } from '@server/http/pagination';
import type { Logger } from '@server/logger';
import { recordAudit, type AuditActor } from '@server/modules/audit/service';
import type { EventBus } from '@server/realtime/bus';
import { ProviderError } from '@server/providers/provider-error';
import type {
  BillingEvent,
  BillingProvider,
  SubscriptionSnapshot,
} from '@server/providers/billing';

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

async function rowOf(db: Db, userId: string) {
  const [row] = await db
    .select()
    .from(userSubscriptions)
    .where(eq(userSubscriptions.userId, userId))
    .limit(1);
  return row;
}

/** The spec's check-subscription answer for a user. */
export async function checkSubscription(
  db: Db,
  userId: string,
  premiumProductId: string,
): Promise<SubscriptionState> {
  const row = await rowOf(db, userId);
  return {
    subscribed: isPremiumRow(row, premiumProductId),
    product_id: row?.stripeProductId ?? null,
    subscription_end: row?.currentPeriodEnd?.toISOString() ?? null,
    status: row?.status ?? null,
    plan: row?.plan ?? null,
  };
}

/** A billing provider that did not deliver: a 502 the page shows, logged with its cause. */
function billingFailed(err: unknown, logger: Logger | undefined, what: string) {
  if (!(err instanceof ProviderError)) throw err;
  logger?.warn({ err }, `billing: ${what} failed`);
  return appError(
    'billing_failed',
    err.reason === 'timeout'
      ? 'The payment service did not answer in time. Please try again.'
      : 'The payment service is not available right now. Please try again.',
  );
}

export async function startCheckout(
  deps: { db: Db; billing: BillingProvider; logger?: Logger; publicUrl: string },
  viewer: { id: string; email: string },
  plan: BillingPlan,
) {
  const row = await rowOf(deps.db, viewer.id);
  if (isPremiumRow(row, deps.billing.premiumProductId))
    throw appError('conflict', 'You already have premium. Manage your subscription instead.');
  try {
    return await deps.billing.createCheckout({
      userId: viewer.id,
      email: viewer.email,
      customerId: row?.stripeCustomerId ?? null,
      plan,
      returnUrl: `${deps.publicUrl}/subscription`,
    });
  } catch (err) {
    throw billingFailed(err, deps.logger, 'checkout');
  }
}

export async function openPortal(
  deps: { db: Db; billing: BillingProvider; logger?: Logger; publicUrl: string },
  userId: string,
) {
  const row = await rowOf(deps.db, userId);
  if (deps.billing.kind === 'stripe' && !row?.stripeCustomerId)
    throw notFound('A subscription to manage');
  try {
    return await deps.billing.createPortal({
      customerId: row?.stripeCustomerId ?? null,
      returnUrl: `${deps.publicUrl}/subscription`,
    });
  } catch (err) {
    throw billingFailed(err, deps.logger, 'customer portal');
  }
}

/** Writes a provider's subscription onto the user's row (one per user). */
async function writeSnapshot(db: Db, userId: string, sub: SubscriptionSnapshot, eventAt: Date) {
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

/**
 * A member's premium status may have changed: every instance forgets who they were (the viewer
 * cache, docs/decisions/023) and their open event streams check them again. The change itself is
 * committed; a signal that cannot be sent is logged, and the cache's few seconds cover it.
 */
export async function announcePremiumChange(
  deps: { bus?: EventBus; logger?: Logger },
  userId: string,
) {
  await deps.bus?.signalAccessChanged({ userId }).catch((err: unknown) => {
    deps.logger?.warn({ err }, 'could not signal a premium change');
  });
}

const sandboxPeriodDays: Record<BillingPlan, number> = { monthly: 30, yearly: 365 };

/** The sandbox checkout completed: the member has the plan's period of premium (test mode only). */
export async function completeSandboxCheckout(
  db: Db,
  billing: BillingProvider,
  userId: string,
  plan: BillingPlan,
) {
  if (billing.kind !== 'sandbox') throw notFound('The test checkout');
  const now = new Date();
  await writeSnapshot(
    db,
    userId,
    {
      subscriptionId: `sub_sandbox_${userId}`,
      customerId: `cus_sandbox_${userId}`,
      status: 'active',
      currentPeriodEnd: new Date(now.getTime() + sandboxPeriodDays[plan] * 86_400_000),
      productId: billing.premiumProductId,
      plan,
      userId,
    },
    now,
  );
  return checkSubscription(db, userId, billing.premiumProductId);
}

/** The sandbox portal: cancel at once, or switch plan (a new period of the other plan). */
export async function sandboxPortalAction(
  db: Db,
  billing: BillingProvider,
  userId: string,
  action: 'cancel' | 'switch',
  plan: BillingPlan | undefined,
) {
  if (billing.kind !== 'sandbox') throw notFound('The test portal');
  const row = await rowOf(db, userId);
  if (!isPremiumRow(row, billing.premiumProductId))
    throw appError('not_found', 'No active subscription found');
  if (action === 'switch') {
    if (!plan) throw validationFailed({ plan: 'Choose the monthly or the yearly plan' });
    return completeSandboxCheckout(db, billing, userId, plan);
  }
  await db
    .update(userSubscriptions)
    .set({ status: 'canceled', currentPeriodEnd: new Date(), lastEventAt: new Date() })
    .where(eq(userSubscriptions.userId, userId));
  return checkSubscription(db, userId, billing.premiumProductId);
}

/** 000 §3: every signed-up user with their subscription, newest first, searchable by email or name. */
export async function listSubscriptionRecords(
  db: Db,
  premiumProductId: string,
  query: { cursor?: string; limit: number; search?: string },
) {
  const pattern = query.search ? containsPattern(query.search) : undefined;
  const rows = await db
    .select({
      id: users.id,
      cursorKey: cursorKey(users.createdAt),
      email: users.email,
      name: users.name,
      fullName: profiles.fullName,
      role: profiles.adminRole,
      sub: userSubscriptions,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(userSubscriptions, eq(userSubscriptions.userId, users.id))
    .where(
      and(
        afterCursor(query.cursor, users.createdAt, users.id),
        pattern
          ? or(
              ilike(users.email, pattern),
              ilike(users.name, pattern),
              ilike(profiles.fullName, pattern),
            )
          : undefined,
      ),
    )
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(query.limit + 1);
  const now = new Date();
  return toPage(
    rows.map((row): SubscriptionRecord & { id: string; cursorKey: string } => ({
      id: row.id,
      cursorKey: row.cursorKey,
      user_id: row.id,
      email: row.email,
      full_name: row.fullName ?? row.name ?? null,
      subscribed: isPremiumRow(row.sub ?? undefined, premiumProductId, now),
      status: row.sub?.status ?? null,
      product_id: row.sub?.stripeProductId ?? null,
      plan: row.sub?.plan ?? null,
      subscription_end: row.sub?.currentPeriodEnd?.toISOString() ?? null,
      customer_id: row.sub?.stripeCustomerId ?? null,
      subscription_id: row.sub?.stripeSubscriptionId ?? null,
      admin_role: row.role ?? null,
    })),
    query.limit,
  );
}

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

/**
 * Staff grant premium for a number of days: the period is extended from its current end when it
 * is still running, otherwise from now. The row carries the premium product (so it counts).
 */
async function emailOf(db: Db, userId: string) {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email ?? null;
}

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
        set: { status: 'active', currentPeriodEnd: extended, stripeProductId: premiumProductId },
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
    message: `Premium access granted for ${durationDays} days`,
  };
}
