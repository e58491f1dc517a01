import { eq } from 'drizzle-orm';
import type { Db } from '@server/db/connection';
import { userSubscriptions } from '@server/db/schema/billing';
import { appError } from '@server/http/app-error';
import type { Logger } from '@server/logger';
import type { BillingProvider } from '@server/providers/billing';

/**
 * Before an account is deleted, a subscription still running at Stripe is cancelled there, so the
 * person is never charged for an account that no longer exists. When Stripe cannot be reached the
 * deletion is refused (502) and nothing is erased: a deleted account whose cancel failed would
 * leave a charge nobody can stop from the app (docs/decisions/019). Sandbox and staff-granted
 * subscriptions live only in our table and go with the account's rows.
 */
export async function cancelBeforeErasure(
  deps: { db: Db; billing: BillingProvider; logger: Logger },
  userId: string,
) {
  const [row] = await deps.db
    .select({
      status: userSubscriptions.status,
      stripeSubscriptionId: userSubscriptions.stripeSubscriptionId,
    })
    .from(userSubscriptions)
    .where(eq(userSubscriptions.userId, userId));
  const id = row?.stripeSubscriptionId;
  const running =
    row && ['active', 'trialing', 'past_due', 'unpaid', 'incomplete'].includes(row.status);
  if (deps.billing.kind !== 'stripe' || !running || !id || id.startsWith('sub_sandbox_')) return;
  try {
    await deps.billing.cancelSubscription(id);
  } catch (err) {
    deps.logger.warn({ err, userId }, 'billing: cancelling before account deletion failed');
    throw appError(
      'billing_failed',
      'We could not cancel your subscription with the payment service, so your account has not been deleted. Please try again in a few minutes.',
    );
  }
}
