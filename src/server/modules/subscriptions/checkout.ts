import type { BillingPlan } from '@contracts/subscriptions';
import type { Db } from '@server/db/connection';
import { appError, notFound } from '@server/http/app-error';
import type { Logger } from '@server/logger';
import type { BillingProvider } from '@server/providers/billing';
import { billingFailed } from './billing-failure';
import { isPremiumRow, rowOf } from './subscription-row';

// A member's own way to premium and back: the provider's checkout and its customer portal.

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
