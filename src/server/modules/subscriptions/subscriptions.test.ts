import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@server/db/schema/audit';
import { createTestContext, type TestContext, type TestUser } from '@server/test/harness';

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
    const oneDay = await (
      await t.request('/api/admin/subscriptions/grant', {
        cookie: admin.cookie,
        json: { email: user.email, durationDays: 1 },
      })
    ).json();
    expect(oneDay.message).toBe('Premium access granted for 1 day');

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

describe('the sandbox (offline default)', () => {
  it('checks out monthly in test mode, switches plan and cancels in the test portal', async () => {
    const user = await t.createUser();
    const state = async () =>
      (await t.request('/api/subscription', { cookie: user.cookie })).json();
    expect(await state()).toEqual({
      subscribed: false,
      product_id: null,
      subscription_end: null,
      status: null,
      plan: null,
      source: null,
    });
    const checkout = await t.request('/api/subscription/checkout', {
      cookie: user.cookie,
      json: { plan: 'monthly' },
    });
    expect(await checkout.json()).toEqual({ url: '/subscription/test-checkout?plan=monthly' });
    const done = await t.request('/api/subscription/sandbox/checkout', {
      cookie: user.cookie,
      json: { plan: 'monthly' },
    });
    expect(await done.json()).toMatchObject({
      subscribed: true,
      status: 'active',
      plan: 'monthly',
    });
    expect((await (await t.request('/api/me', { cookie: user.cookie })).json()).isPremium).toBe(
      true,
    );
    // Buying again while premium is refused.
    expect(
      (
        await t.request('/api/subscription/checkout', {
          cookie: user.cookie,
          json: { plan: 'yearly' },
        })
      ).status,
    ).toBe(409);
    const portal = await t.request('/api/subscription/portal', {
      cookie: user.cookie,
      method: 'POST',
    });
    expect(await portal.json()).toEqual({ url: '/subscription/test-portal' });
    const switched = await (
      await t.request('/api/subscription/sandbox/portal', {
        cookie: user.cookie,
        json: { action: 'switch', plan: 'yearly' },
      })
    ).json();
    expect(switched.plan).toBe('yearly');
    expect((Date.parse(switched.subscription_end) - Date.now()) / 86_400_000).toBeGreaterThan(364);
    const cancelled = await (
      await t.request('/api/subscription/sandbox/portal', {
        cookie: user.cookie,
        json: { action: 'cancel' },
      })
    ).json();
    expect(cancelled).toMatchObject({ subscribed: false, status: 'canceled' });
    expect((await (await t.request('/api/me', { cookie: user.cookie })).json()).isPremium).toBe(
      false,
    );
    const again = await t.request('/api/subscription/sandbox/portal', {
      cookie: user.cookie,
      json: { action: 'cancel' },
    });
    expect(again.status).toBe(404);
    // The sandbox accepts no webhooks.
    const hook = await t.app.request('http://localhost/api/billing/webhook', {
      method: 'POST',
      body: '{}',
    });
    expect(hook.status).toBe(400);
  });
});

describe('the Subs tab', () => {
  it('lists users with their subscription, searches, pages, cancels at once and grants again', async () => {
    const admin = await t.createUser({ role: 'super_admin' });
    const tag = `subs${Date.now()}`;
    const members: TestUser[] = [];
    for (let i = 0; i < 3; i++)
      members.push(await t.createUser({ email: `${tag}-${i}@example.test` }));
    await t.request('/api/admin/subscriptions/grant', {
      cookie: admin.cookie,
      json: { email: members[1]!.email },
    });
    const first = await (
      await t.request(`/api/admin/subscriptions?search=${tag}&limit=2`, { cookie: admin.cookie })
    ).json();
    expect(first.items.map((r: { email: string }) => r.email)).toEqual([
      members[2]!.email,
      members[1]!.email,
    ]);
    expect(first.items[1]).toMatchObject({ subscribed: true, status: 'active', admin_role: null });
    const second = await (
      await t.request(`/api/admin/subscriptions?search=${tag}&limit=2&cursor=${first.nextCursor}`, {
        cookie: admin.cookie,
      })
    ).json();
    expect(second.items.map((r: { email: string }) => r.email)).toEqual([members[0]!.email]);
    expect(second.nextCursor).toBeNull();

    const cancel = await t.request(`/api/admin/subscriptions/${members[1]!.id}/cancel`, {
      cookie: admin.cookie,
      method: 'POST',
    });
    expect(await cancel.json()).toEqual({ message: 'Subscription cancelled successfully' });
    expect(
      (await (await t.request('/api/me', { cookie: members[1]!.cookie })).json()).isPremium,
    ).toBe(false);
    const none = await t.request(`/api/admin/subscriptions/${members[0]!.id}/cancel`, {
      cookie: admin.cookie,
      method: 'POST',
    });
    expect(none.status).toBe(404);
    expect((await none.json()).error.message).toBe('No active subscription found');

    // A grant after a cancel starts a fresh 30 days from now.
    const granted = await (
      await t.request('/api/admin/subscriptions/grant', {
        cookie: admin.cookie,
        json: { email: members[1]!.email },
      })
    ).json();
    const daysLeft = (Date.parse(granted.currentPeriodEnd) - Date.now()) / 86_400_000;
    expect(daysLeft).toBeGreaterThan(29.9);
    expect(daysLeft).toBeLessThan(30.1);
    expect(
      (await (await t.request('/api/me', { cookie: members[1]!.cookie })).json()).isPremium,
    ).toBe(true);

    // Both staff actions are in the audit log, with who did them.
    const audited = (await t.db.select().from(auditLog)).filter(
      (row) => row.targetId === members[1]!.id,
    );
    expect(audited.map((row) => [row.action, row.actorEmail]).sort()).toEqual([
      ['subscription.cancel', admin.email],
      ['subscription.grant', admin.email],
      ['subscription.grant', admin.email],
    ]);

    const member = await t.createUser();
    expect((await t.request('/api/admin/subscriptions', { cookie: member.cookie })).status).toBe(
      403,
    );
    expect(
      (await t.request('/api/admin/subscriptions?cursor=nope', { cookie: admin.cookie })).status,
    ).toBe(400);
  });
});
