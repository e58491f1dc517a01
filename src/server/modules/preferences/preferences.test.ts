import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '@server/test/harness';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

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

  it('takes an empty update as saving the preference unchanged, saved before or not', async () => {
    // Found by the fuzzer (tests/reliability/fuzz): {} answered 500 (an empty SET).
    const user = await t.createUser({ premium: true });
    const save = (json: unknown) =>
      t.request('/api/preferences/content/daily_prayer', {
        method: 'PUT',
        cookie: user.cookie,
        json,
      });
    const first = await save({});
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({
      contentType: 'daily_prayer',
      deliveryTime: '09:00',
    });
    expect((await save({ deliveryTime: '07:15' })).status).toBe(200);
    const again = await save({});
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ deliveryTime: '07:15' });
  });
});
