import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerBody, createTestContext, type TestContext } from '@server/test/harness';

// 001 §7 timezone sync through the API: what the device reports, what is stored, what follows it.

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const report = (cookie: string, json: unknown) =>
  t.request('/api/preferences/timezone', { method: 'PUT', cookie, json });
const preferences = async (cookie: string) =>
  (await (await t.request('/api/preferences/content', { cookie })).json()).items as {
    contentType: string;
    timezone: string;
  }[];
const me = (cookie: string) => answerBody(t.api(cookie).me.$get());

describe('timezone sync', () => {
  it('stores the first zone reported, and defaults every preference to it', async () => {
    const user = await t.createUser();
    expect((await me(user.cookie)).timezone).toBeNull();
    const first = await report(user.cookie, { timeZone: 'Asia/Tokyo' });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ timeZone: 'Asia/Tokyo', previous: null });
    expect((await me(user.cookie)).timezone).toBe('Asia/Tokyo');
    expect(new Set((await preferences(user.cookie)).map((p) => p.timezone))).toEqual(
      new Set(['Asia/Tokyo']),
    );
    // Reported again unchanged: nothing moves.
    expect(await (await report(user.cookie, { timeZone: 'Asia/Tokyo' })).json()).toEqual({
      timeZone: 'Asia/Tokyo',
      previous: 'Asia/Tokyo',
    });
  });

  it('keeps a zone chosen in the settings until the device moves, then moves every preference', async () => {
    const user = await t.createUser();
    await report(user.cookie, { timeZone: 'Europe/London' });
    const chosen = await t.request('/api/preferences/content/daily_psalm', {
      method: 'PUT',
      cookie: user.cookie,
      json: { timezone: 'America/New_York', deliveryTime: '07:30' },
    });
    expect(chosen.status).toBe(200);
    // The same device zone reported again (every 5 minutes, on focus) leaves the choice alone.
    await report(user.cookie, { timeZone: 'Europe/London' });
    const psalm = () =>
      preferences(user.cookie).then((all) => all.find((p) => p.contentType === 'daily_psalm'));
    expect(await psalm()).toMatchObject({ timezone: 'America/New_York', deliveryTime: '07:30' });
    // Travelling: the device reports a new zone; the schedule follows it at the same local time.
    expect(await (await report(user.cookie, { timeZone: 'America/Los_Angeles' })).json()).toEqual({
      timeZone: 'America/Los_Angeles',
      previous: 'Europe/London',
    });
    expect(await psalm()).toMatchObject({ timezone: 'America/Los_Angeles', deliveryTime: '07:30' });
  });

  it('refuses an unknown zone with a field message and changes nothing', async () => {
    const user = await t.createUser();
    await report(user.cookie, { timeZone: 'Europe/Paris' });
    const bad = await report(user.cookie, { timeZone: 'Mars/Olympus_Mons' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields).toEqual({ timeZone: 'Unknown time zone' });
    expect((await me(user.cookie)).timezone).toBe('Europe/Paris');
    expect((await report(user.cookie, {})).status).toBe(400);
  });

  it('needs a signed-in person', async () => {
    const response = await t.request('/api/preferences/timezone', {
      method: 'PUT',
      json: { timeZone: 'UTC' },
    });
    expect(response.status).toBe(401);
  });
});
