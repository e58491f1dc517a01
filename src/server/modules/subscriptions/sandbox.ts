import { eq } from 'drizzle-orm';
import type { BillingPlan } from '@contracts/subscriptions';
import type { Db } from '@server/db/connection';
import { userSubscriptions } from '@server/db/schema/billing';
import { appError, notFound, validationFailed } from '@server/http/app-error';
import type { BillingProvider } from '@server/providers/billing';
import { isPremiumRow, rowOf, writeSnapshot } from './subscription-row';
import { checkSubscription } from './subscription-state';

// The sandbox billing provider's checkout and portal (test mode only): they write the row
// themselves, as Stripe's events would.

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
