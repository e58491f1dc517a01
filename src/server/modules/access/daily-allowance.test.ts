import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { contentOpens } from '@server/db/schema/billing';
import { content } from '@server/db/schema/content';
import { dailyPsalm } from '@server/test/factories';
import { createTestContext, type TestContext, type TestUser } from '@server/test/harness';

// The free daily allowance cannot be stretched (docs/decisions/035): it is counted per UTC day,
// whatever zone the member reports or stores, and concurrent opens cannot all pass the count.
let t: TestContext;
let admin: TestUser;
const items: string[] = [];

const get = (path: string, user: TestUser) => t.request(path, { cookie: user.cookie });
const open = (id: string, user: TestUser, timeZone?: string) =>
  get(`/api/content/${id}${timeZone ? `?timeZone=${encodeURIComponent(timeZone)}` : ''}`, user);
const setLimit = async (value: string) => {
  const response = await t.request('/api/admin/access-settings/daily_content_limit', {
    method: 'PUT',
    cookie: admin.cookie,
    json: { value },
  });
  expect(response.status).toBe(200);
};
const codeOf = async (response: Response) =>
  response.status === 200 ? 'ok' : `${response.status} ${(await response.json()).error.code}`;

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.createUser({ role: 'super_admin' });
  for (let index = 0; index < 20; index += 1) {
    const [row] = await t.db
      .insert(content)
      .values({ title: `Prayer ${index}`, description: `Prayer ${index} description` })
      .returning({ id: content.id });
    items.push(row!.id);
  }
  await setLimit('3');
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(() => t.close());

describe('the free daily allowance', () => {
  it('20 concurrent opens of 20 items by a new member: exactly the limit succeed', async () => {
    const member = await t.createUser();
    const answers = await Promise.all(items.map((id) => open(id, member)));
    const codes = await Promise.all(answers.map(codeOf));
    expect(codes.filter((code) => code === 'ok')).toHaveLength(3);
    expect(codes.filter((code) => code === '403 daily_limit_reached')).toHaveLength(17);
    const stored = await t.db.select().from(contentOpens).where(eq(contentOpens.userId, member.id));
    expect(stored).toHaveLength(3);
    // What was opened stays open: the same item again that day is not a second item.
    const opened = stored.map((row) => row.itemKey.replace('content:', ''));
    for (const id of opened) expect((await open(id, member)).status).toBe(200);
  });

  it('a timeZone flip from Pacific/Pago_Pago to Pacific/Kiritimati gives no second day', async () => {
    // 12:00 UTC: 01:00 on the 10th in Pago_Pago (UTC-11), 02:00 on the 11th in Kiritimati (UTC+14).
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2027-03-10T12:00:00Z') });
    const member = await t.createUser();
    for (const id of items.slice(0, 3)) {
      expect((await open(id, member, 'Pacific/Pago_Pago')).status).toBe(200);
    }
    expect(await codeOf(await open(items[3]!, member, 'Pacific/Kiritimati'))).toBe(
      '403 daily_limit_reached',
    );
    expect(await codeOf(await open(items[4]!, member, 'Pacific/Pago_Pago'))).toBe(
      '403 daily_limit_reached',
    );
    // Today's psalm (a day ahead in Kiritimati) is an item of the same allowance too.
    await dailyPsalm(t, '2027-03-11', { title: 'Psalm of the 11th' });
    expect(await codeOf(await get('/api/psalms/today?timeZone=Pacific/Kiritimati', member))).toBe(
      '403 daily_limit_reached',
    );
    // Storing the zone a day ahead on the profile (the time-zone sync) gives none either.
    const sync = await t.request('/api/preferences/timezone', {
      method: 'PUT',
      cookie: member.cookie,
      json: { timeZone: 'Pacific/Kiritimati' },
    });
    expect(sync.status).toBe(200);
    expect(await codeOf(await open(items[5]!, member))).toBe('403 daily_limit_reached');
    // Late in the same UTC day, still nothing more.
    vi.setSystemTime(new Date('2027-03-10T23:59:59Z'));
    expect(await codeOf(await open(items[6]!, member, 'Pacific/Kiritimati'))).toBe(
      '403 daily_limit_reached',
    );
    // The next UTC day brings the next allowance, in whatever zone.
    vi.setSystemTime(new Date('2027-03-11T00:00:00Z'));
    for (const id of items.slice(6, 9)) {
      expect((await open(id, member, 'Pacific/Pago_Pago')).status).toBe(200);
    }
    expect(await codeOf(await open(items[9]!, member, 'Pacific/Kiritimati'))).toBe(
      '403 daily_limit_reached',
    );
  });
});
