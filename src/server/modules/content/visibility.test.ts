import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RealtimeEvent } from '@contracts/realtime';
import { addDays, localDateIn } from '@contracts/time';
import { releaseScheduledContent } from './release';
import { createTestContext, type TestContext, type TestUser } from '@server/test/harness';
import { memberDay } from './visibility';

// One rule decides what a member may open, wherever they look (docs/decisions/009).

let t: TestContext;
let staff: TestUser;
let reader: TestUser;
const events: Extract<RealtimeEvent, { type: 'content.changed' }>['data'][] = [];

const utcToday = () => new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestContext();
  staff = await t.createUser({ role: 'super_admin' });
  reader = await t.createUser();
  t.bus.subscribe((event) => {
    if (event.type === 'content.changed') events.push(event.data);
  });
});
afterAll(() => t.close());

const get = (path: string, cookie = reader.cookie) => t.request(path, { cookie });
const ids = async (path: string, cookie = reader.cookie) =>
  ((await (await get(path, cookie)).json()).items as { id: string }[]).map((item) => item.id);

/** Saves a published daily psalm the way staff do (Manual tab). */
async function savePsalm(date: string, title: string) {
  const response = await t.request('/api/admin/psalms', {
    cookie: staff.cookie,
    json: {
      title,
      generatedPsalm: `${title}: the Lord is near.`,
      prompt: 'p',
      theme: 'peace',
      date,
    },
  });
  expect(response.status).toBe(201);
  return (await response.json()).id as string;
}

async function categoryNamed(name: string) {
  const response = await t.request('/api/admin/categories', {
    cookie: staff.cookie,
    json: { name },
  });
  expect(response.status).toBe(201);
  return (await response.json()).id as string;
}

async function createContent(body: Record<string, unknown>) {
  const response = await t.request('/api/admin/content', { cookie: staff.cookie, json: body });
  expect(response.status).toBe(201);
  return (await response.json()).id as string;
}

describe('content before its day', () => {
  it('a daily psalm dated ahead is hidden from members everywhere and announced to staff only', async () => {
    const date = addDays(utcToday(), 2);
    const id = await savePsalm(date, 'Psalm saved ahead');

    expect(await ids('/api/content?limit=100')).not.toContain(id);
    expect(await ids('/api/content?dailyPsalm=true&limit=100')).not.toContain(id);
    expect(await ids('/api/content?q=saved%20ahead')).toEqual([]);
    expect((await get(`/api/content/${id}`)).status).toBe(404);
    // Even a reader who says they are in the furthest-ahead zone is not yet on that day.
    expect((await get(`/api/content/${id}?timeZone=Pacific/Kiritimati`)).status).toBe(404);
    expect((await (await get('/api/psalms/today?timeZone=Pacific/Kiritimati')).json()).psalm).toBe(
      null,
    );
    // Narrating it by id would read its text out early.
    const narrate = await t.request(`/api/psalms/${id}/audio`, { cookie: reader.cookie, json: {} });
    expect(narrate.status).toBe(404);

    // Staff manage it as usual.
    expect((await get(`/api/content/${id}`, staff.cookie)).status).toBe(200);
    expect(await ids('/api/content?status=scheduled&limit=100', staff.cookie)).toContain(id);

    await expect
      .poll(() => events.find((event) => event.id === id))
      .toMatchObject({ op: 'insert', is_published: false });

    // When its day comes the release job tells members, once.
    await releaseScheduledContent(t.db, t.bus, addDays(date, -1));
    await releaseScheduledContent(t.db, t.bus, date);
    await expect
      .poll(() => events.filter((event) => event.id === id && event.op === 'publish'))
      .toEqual([{ id, op: 'publish', title: 'Psalm saved ahead', is_published: true }]);
  });

  it('a psalm rescheduled to a later day leaves the psalm page, the featured list and the widget', async () => {
    const today = utcToday();
    const id = await savePsalm(today, 'Psalm moved later');
    expect((await (await get('/api/psalms/today?timeZone=UTC')).json()).psalm?.id).toBe(id);
    await expect
      .poll(async () => (await (await t.request('/api/latest-content?timeZone=UTC')).json()).title)
      .toBe('Psalm moved later');

    const moved = await t.request(`/api/admin/content/${id}`, {
      method: 'PATCH',
      cookie: staff.cookie,
      json: { scheduledFor: addDays(today, 3) },
    });
    expect(moved.status).toBe(200);
    await expect
      .poll(() => events.filter((event) => event.id === id).at(-1))
      .toMatchObject({ op: 'unpublish', is_published: false });

    expect((await get(`/api/content/${id}`)).status).toBe(404);
    expect((await (await get('/api/psalms/today?timeZone=UTC')).json()).psalm).toBe(null);
    // The widget's cached answer is dropped by the change (through NOTIFY on PostgreSQL).
    await expect
      .poll(async () => (await t.request('/api/latest-content?timeZone=UTC')).status)
      .toBe(404);
    expect((await t.request('/api/latest-content')).status).toBe(404);

    // A psalm of an earlier day, rescheduled ahead, leaves the featured list too.
    const older = await savePsalm(addDays(today, -4), 'Older psalm moved later');
    expect(await ids('/api/psalms/featured?timeZone=UTC')).toContain(older);
    await t.request(`/api/admin/content/${older}`, {
      method: 'PATCH',
      cookie: staff.cookie,
      json: { scheduledFor: addDays(today, 1) },
    });
    expect(await ids('/api/psalms/featured?timeZone=UTC')).not.toContain(older);
    // Today's date is free again for the next test's psalm.
    await t.request(`/api/admin/content/${id}`, { method: 'DELETE', cookie: staff.cookie });
  });

  it("a reader already on the psalm's day (east of UTC) may open it, by the page and by id", async () => {
    // The date in the zone furthest ahead: tomorrow in UTC for most of the UTC day.
    const zone = 'Pacific/Kiritimati';
    const date = localDateIn(zone);
    const id = await savePsalm(date, 'Psalm of the first sunrise');
    const inZone = await (await get(`/api/psalms/today?timeZone=${zone}`)).json();
    expect(inZone.psalm?.id).toBe(id);
    expect((await get(`/api/content/${id}?timeZone=${zone}`)).status).toBe(200);
    expect(await ids(`/api/content?dailyPsalm=true&timeZone=${zone}`)).toContain(id);
    if (date > utcToday()) {
      // Not yet the UTC day: hidden from a reader in UTC, and not announced to members yet.
      expect((await get(`/api/content/${id}`)).status).toBe(404);
      await expect
        .poll(() => events.find((event) => event.id === id))
        .toMatchObject({ is_published: false });
    }
  });

  it("a member's day is their local date, never earlier than the UTC date", () => {
    const instant = new Date('2026-06-01T20:00:00Z');
    expect(memberDay({ timeZone: 'Asia/Tokyo' }, instant)).toBe('2026-06-02');
    expect(memberDay({ storedTimeZone: 'Asia/Tokyo' }, instant)).toBe('2026-06-02');
    expect(memberDay({ timeZone: 'America/Los_Angeles' }, instant)).toBe('2026-06-01');
    expect(memberDay({}, new Date('2026-06-02T03:00:00Z'))).toBe('2026-06-02');
    expect(memberDay({ timeZone: 'America/Los_Angeles' }, new Date('2026-06-02T03:00:00Z'))).toBe(
      '2026-06-02',
    );
  });
});

describe('category counts', () => {
  it('a member counts only what they can open; staff count everything', async () => {
    const categoryId = await categoryNamed('Counted Vigil');
    const open = await createContent({ title: 'Open vigil prayer', categoryId });
    await createContent({ title: 'Draft vigil prayer', categoryId, isPublished: false });
    await createContent({
      title: 'Future vigil prayer',
      categoryId,
      scheduledFor: addDays(utcToday(), 5),
    });
    const countFor = async (cookie: string) =>
      (
        (await (await get('/api/categories', cookie)).json()).items as {
          id: string;
          contentCount: number;
        }[]
      ).find((category) => category.id === categoryId)?.contentCount;

    expect(await countFor(reader.cookie)).toBe(1);
    expect(await ids(`/api/content?categoryId=${categoryId}`)).toEqual([open]);
    expect(await countFor(staff.cookie)).toBe(3);
    const moderator = await t.createUser({ role: 'moderator' });
    expect(await countFor(moderator.cookie)).toBe(3);
  });
});
