import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userSubscriptions } from '@server/db/schema/billing';
import { createStripeBilling } from '@server/providers/billing/stripe';
import {
  startStripeStandIn,
  stripeSubscription,
  type StandIn,
} from '@server/providers/billing/stripe-stand-in';
import {
  createTestContext,
  testPassword,
  type TestContext,
  type TestUser,
} from '@server/test/harness';

// Deleting an account with a running Stripe subscription: the real SDK against a local stand-in
// of Stripe's API. The subscription is cancelled at Stripe before anything is erased; when Stripe
// cannot do it, nothing is erased (docs/decisions/019).
const product = 'prod_premium_test';
let standIn: StandIn;
let t: TestContext;
beforeAll(async () => {
  standIn = await startStripeStandIn();
  t = await createTestContext({
    billing: createStripeBilling({
      kind: 'stripe',
      secretKey: 'sk_test_123',
      webhookSecret: 'whsec_test_secret',
      priceMonthly: 'price_monthly_test',
      priceYearly: 'price_yearly_test',
      premiumProductId: product,
      apiUrl: standIn.url,
      timeoutMs: 1000,
    }),
  });
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});

/** A member whose subscription runs at Stripe (the stand-in knows it) and in our table. */
async function subscriber(): Promise<TestUser & { subscriptionId: string }> {
  const user = await t.createUser();
  const subscriptionId = `sub_${user.id.slice(0, 8)}`;
  const periodEnd = new Date(Date.now() + 20 * 86_400_000);
  standIn.subscriptions.set(
    subscriptionId,
    stripeSubscription({
      id: subscriptionId,
      customer: 'cus_1',
      userId: user.id,
      product,
      price: 'price_monthly_test',
      periodEnd,
    }),
  );
  await t.db.insert(userSubscriptions).values({
    userId: user.id,
    status: 'active',
    currentPeriodEnd: periodEnd,
    stripeCustomerId: 'cus_1',
    stripeSubscriptionId: subscriptionId,
    stripeProductId: product,
  });
  return { ...user, subscriptionId };
}

const remove = (cookie: string) =>
  t.request('/api/profile', { method: 'DELETE', cookie, json: { password: testPassword } });

describe('deleting an account with a Stripe subscription', () => {
  it('cancels the subscription at Stripe, then erases the account', async () => {
    const user = await subscriber();
    expect((await remove(user.cookie)).status).toBe(204);
    expect(
      standIn.requests.some(
        (request) =>
          request.method === 'DELETE' &&
          request.path === `/v1/subscriptions/${user.subscriptionId}`,
      ),
    ).toBe(true);
    expect(standIn.subscriptions.get(user.subscriptionId)!.status).toBe('canceled');
    expect(
      await t.db.select().from(userSubscriptions).where(eq(userSubscriptions.userId, user.id)),
    ).toEqual([]);
  });

  it('refuses with 502 and erases nothing when Stripe cannot cancel', async () => {
    const user = await subscriber();
    standIn.failNext(new RegExp(`/v1/subscriptions/${user.subscriptionId}$`), 'error', 3);
    const refused = await remove(user.cookie);
    expect(refused.status).toBe(502);
    expect((await refused.json()).error).toMatchObject({
      code: 'billing_failed',
      message:
        'We could not cancel your subscription with the payment service, so your account has not been deleted. Please try again in a few minutes.',
    });
    expect((await t.request('/api/me', { cookie: user.cookie })).status).toBe(200);
    expect(standIn.subscriptions.get(user.subscriptionId)!.status).toBe('active');
    const [row] = await t.db
      .select()
      .from(userSubscriptions)
      .where(eq(userSubscriptions.userId, user.id));
    expect(row).toMatchObject({ status: 'active' });
  });
});
