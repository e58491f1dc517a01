import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, type TestUser } from '@server/test/harness';

// The Subscription page says where premium comes from: a staff grant ("Premium (granted) until …",
// nothing to manage) or a paid subscription (its plan, managed in the billing portal).
let t: TestContext;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.createUser({ role: 'super_admin' });
});
afterAll(() => t.close());

const state = async (user: TestUser) =>
  (await t.request('/api/subscription', { cookie: user.cookie })).json();
const grant = async (user: TestUser) => {
  const response = await t.request('/api/admin/subscriptions/grant', {
    cookie: admin.cookie,
    json: { email: user.email },
  });
  expect(response.status).toBe(200);
};
const sandbox = async (user: TestUser, path: 'checkout' | 'portal', json: object) => {
  const response = await t.request(`/api/subscription/sandbox/${path}`, {
    cookie: user.cookie,
    json,
  });
  expect(response.status).toBe(200);
};

describe('where premium comes from', () => {
  it('a 30-day staff grant is a grant, with no plan', async () => {
    const member = await t.createUser();
    expect(await state(member)).toMatchObject({ subscribed: false, source: null });
    await grant(member);
    const granted = await state(member);
    expect(granted).toMatchObject({ subscribed: true, source: 'grant', plan: null });
    expect((Date.parse(granted.subscription_end) - Date.now()) / 86_400_000).toBeGreaterThan(29.9);
  });

  it('a checkout is a subscription with its plan; a grant while it runs leaves it one', async () => {
    const member = await t.createUser();
    await sandbox(member, 'checkout', { plan: 'monthly' });
    expect(await state(member)).toMatchObject({
      subscribed: true,
      source: 'subscription',
      plan: 'monthly',
    });
    await grant(member);
    expect(await state(member)).toMatchObject({ source: 'subscription', plan: 'monthly' });
  });

  it('a grant after the subscription ended is a grant, not the old plan renewing', async () => {
    const member = await t.createUser();
    await sandbox(member, 'checkout', { plan: 'yearly' });
    await sandbox(member, 'portal', { action: 'cancel' });
    expect(await state(member)).toMatchObject({ subscribed: false, source: null });
    await grant(member);
    expect(await state(member)).toMatchObject({ subscribed: true, source: 'grant', plan: null });
  });
});
