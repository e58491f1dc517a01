import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '@server/test/harness';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('granting premium', () => {
  it('gives a signed-up user 30 days of premium, extending a running period', async () => {
    const admin = await t.createUser({ role: 'admin' });
    const user = await t.createUser();
    expect((await (await t.request('/api/me', { cookie: user.cookie })).json()).isPremium).toBe(
      false,
    );

    const first = await t.request('/api/admin/subscriptions/grant', {
      cookie: admin.cookie,
      json: { email: user.email },
    });
    const body = await first.json();
    expect(body.message).toBe('Premium access granted for 30 days');
    const days = (Date.parse(body.currentPeriodEnd) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect((await (await t.request('/api/me', { cookie: user.cookie })).json()).isPremium).toBe(
      true,
    );

    const second = await (
      await t.request('/api/admin/subscriptions/grant', {
        cookie: admin.cookie,
        json: { email: user.email, durationDays: 10 },
      })
    ).json();
    expect((Date.parse(second.currentPeriodEnd) - Date.now()) / 86_400_000).toBeGreaterThan(39.9);

    const missing = await t.request('/api/admin/subscriptions/grant', {
      cookie: admin.cookie,
      json: { email: 'nobody@example.test' },
    });
    expect(missing.status).toBe(404);
    expect((await missing.json()).error.message).toBe(
      'User not found. Make sure they have signed up to the system first.',
    );
    const moderator = await t.createUser({ role: 'moderator' });
    expect(
      (
        await t.request('/api/admin/subscriptions/grant', {
          cookie: moderator.cookie,
          json: { email: user.email },
        })
      ).status,
    ).toBe(403);
  });
});
