import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';

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

describe('content delivery preferences', () => {
  it('shows defaults for every type and saves one type at a time, for its owner only', async () => {
    const user = await t.createUser();
    const other = await t.createUser();
    const list = await (
      await t.request('/api/preferences/content', { cookie: user.cookie })
    ).json();
    expect(list.items).toHaveLength(5);
    expect(
      list.items.find((p: { contentType: string }) => p.contentType === 'daily_psalm'),
    ).toMatchObject({ deliveryTime: '09:00', wantsText: true, wantsAudio: false });

    const saved = await t.request('/api/preferences/content/daily_psalm', {
      method: 'PUT',
      cookie: user.cookie,
      json: { deliveryTime: '06:30', wantsAudio: true, timezone: 'Asia/Tokyo' },
    });
    expect(await saved.json()).toMatchObject({
      contentType: 'daily_psalm',
      deliveryTime: '06:30',
      wantsAudio: true,
      timezone: 'Asia/Tokyo',
      wantsText: true,
    });
    const otherList = await (
      await t.request('/api/preferences/content', { cookie: other.cookie })
    ).json();
    expect(
      otherList.items.find((p: { contentType: string }) => p.contentType === 'daily_psalm')
        .deliveryTime,
    ).toBe('09:00');

    const bad = await t.request('/api/preferences/content/daily_psalm', {
      method: 'PUT',
      cookie: user.cookie,
      json: { deliveryTime: '9am', timezone: 'Moon/Base' },
    });
    expect((await bad.json()).error.fields).toMatchObject({
      deliveryTime: 'Use a time like 09:00',
      timezone: 'Unknown time zone',
    });
  });
});
