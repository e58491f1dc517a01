import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RealtimeEvent } from '@contracts/realtime';
import { releaseScheduledContent } from './release';
import { createTestContext, type TestContext, type TestUser } from '@server/test/harness';

let t: TestContext;
let staff: TestUser;
let reader: TestUser;
let categoryId: string;
const events: Extract<RealtimeEvent, { type: 'content.changed' }>[] = [];

const isoDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestContext();
  staff = await t.createUser({ role: 'moderator' });
  reader = await t.createUser();
  const categories = await (await t.request('/api/categories', { cookie: reader.cookie })).json();
  categoryId = categories.items.find((c: { name: string }) => c.name === 'Prayer').id;
  t.bus.subscribe((event) => {
    if (event.type === 'content.changed') events.push(event);
  });
});
afterAll(() => t.close());

async function create(body: Record<string, unknown>) {
  const response = await t.request('/api/admin/content', {
    cookie: staff.cookie,
    json: { categoryId, ...body },
  });
  expect(response.status).toBe(201);
  return response.json();
}

const titles = async (cookie: string, query = '') =>
  (
    (await (await t.request(`/api/content${query}`, { cookie })).json()).items as {
      title: string;
    }[]
  ).map((item) => item.title);

describe('content', () => {
  it('creates with the spec defaults and the creator, returning the category joined', async () => {
    const item = await create({ title: '  Prayer of Saint Francis  ' });
    expect(item).toMatchObject({
      title: 'Prayer of Saint Francis',
      difficultyLevel: 'beginner',
      isPublished: true,
      durationMinutes: 0,
      createdBy: staff.id,
      category: { id: categoryId, name: 'Prayer' },
      audioGenerated: false,
      isDailyPsalm: false,
    });
    await expect
      .poll(() => events.at(-1))
      .toEqual({
        type: 'content.changed',
        data: { id: item.id, op: 'insert', title: 'Prayer of Saint Francis', is_published: true },
      });
  });

  it('validates the form: title and category required, duration >= 0, difficulty from the list', async () => {
    const response = await t.request('/api/admin/content', {
      cookie: staff.cookie,
      json: { title: ' ', durationMinutes: -1, difficultyLevel: 'expert' },
    });
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error.fields).toMatchObject({
      title: 'Title is required',
      categoryId: 'Category is required',
      durationMinutes: 'Duration cannot be negative',
    });
    expect(error.fields.difficultyLevel).toBeTruthy();

    const unknownCategory = await t.request('/api/admin/content', {
      cookie: staff.cookie,
      json: { title: 'Orphan', categoryId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknownCategory.status).toBe(400);
    expect((await unknownCategory.json()).error.fields.categoryId).toBe(
      'That category does not exist',
    );
  });

  it('never shows a user a draft or a future-scheduled item, by list or by id', async () => {
    const draft = await create({ title: 'Draft Meditation', isPublished: false });
    const future = await create({ title: 'Advent Reading', scheduledFor: isoDay(3) });
    const past = await create({ title: 'Yesterday Psalm Study', scheduledFor: isoDay(-1) });

    const userTitles = await titles(reader.cookie, '?limit=100');
    expect(userTitles).toContain('Yesterday Psalm Study');
    expect(userTitles).not.toContain('Draft Meditation');
    expect(userTitles).not.toContain('Advent Reading');
    for (const hidden of [draft, future]) {
      expect((await t.request(`/api/content/${hidden.id}`, { cookie: reader.cookie })).status).toBe(
        404,
      );
    }
    expect((await t.request(`/api/content/${past.id}`, { cookie: reader.cookie })).status).toBe(
      200,
    );
    for (const hidden of ['?status=draft', `?q=Advent`, '?status=scheduled']) {
      expect(await titles(reader.cookie, hidden)).not.toContain('Advent Reading');
    }

    const staffTitles = await titles(staff.cookie, '?limit=100');
    expect(staffTitles).toEqual(expect.arrayContaining(['Draft Meditation', 'Advent Reading']));
    expect(await titles(staff.cookie, '?status=draft')).toEqual(['Draft Meditation']);

    // Users are told only about what they can see.
    await expect
      .poll(() => events.find((e) => e.data.id === draft.id)?.data)
      .toMatchObject({ is_published: false });
    await expect
      .poll(() => events.find((e) => e.data.id === future.id)?.data)
      .toMatchObject({
        is_published: false,
      });
  });

  it('publishes scheduled content when its day comes, announcing it once', async () => {
    const item = await create({ title: 'Feast Day Prayer', scheduledFor: isoDay(2) });
    expect(await titles(reader.cookie, '?q=Feast')).toEqual([]);

    // The job on the day before announces nothing for it; on its day it announces it once.
    await releaseScheduledContent(t.db, t.bus, isoDay(1));
    expect(events.filter((e) => e.data.id === item.id && e.data.op === 'publish')).toHaveLength(0);
    await releaseScheduledContent(t.db, t.bus, isoDay(2));
    await releaseScheduledContent(t.db, t.bus, isoDay(2));
    await expect
      .poll(() => events.filter((e) => e.data.id === item.id && e.data.op === 'publish').length)
      .toBeGreaterThan(0);
    expect(events.filter((e) => e.data.id === item.id && e.data.op === 'publish')).toEqual([
      {
        type: 'content.changed',
        data: { id: item.id, op: 'publish', title: 'Feast Day Prayer', is_published: true },
      },
    ]);

    // Visibility follows the date itself: move the date to today and the user sees it.
    await t.request(`/api/admin/content/${item.id}`, {
      method: 'PATCH',
      cookie: staff.cookie,
      json: { scheduledFor: isoDay(0) },
    });
    expect(await titles(reader.cookie, '?q=Feast')).toEqual(['Feast Day Prayer']);
    await expect
      .poll(() => events.at(-1)?.data)
      .toMatchObject({ id: item.id, op: 'publish', is_published: true });
  });

  it('updates and deletes, with events, and answers 404 for a missing id', async () => {
    const item = await create({ title: 'Compline' });
    const updated = await t.request(`/api/admin/content/${item.id}`, {
      method: 'PATCH',
      cookie: staff.cookie,
      json: { title: 'Compline (Night Prayer)', difficultyLevel: 'advanced', durationMinutes: 12 },
    });
    expect(updated.status).toBe(200);
    expect(await updated.json()).toMatchObject({
      title: 'Compline (Night Prayer)',
      difficultyLevel: 'advanced',
      durationMinutes: 12,
    });
    await expect.poll(() => events.at(-1)?.data).toMatchObject({ id: item.id, op: 'update' });
    // Withdrawn from readers: the event says so, and an edit of the draft is a plain update again.
    // A title given in the same edit belongs to the draft: readers hear the title they saw.
    await t.request(`/api/admin/content/${item.id}`, {
      method: 'PATCH',
      cookie: staff.cookie,
      json: { isPublished: false, title: 'Compline (draft rewrite)' },
    });
    await expect
      .poll(() => events.at(-1)?.data)
      .toEqual({
        id: item.id,
        op: 'unpublish',
        title: 'Compline (Night Prayer)',
        is_published: false,
      });
    await t.request(`/api/admin/content/${item.id}`, {
      method: 'PATCH',
      cookie: staff.cookie,
      json: { durationMinutes: 15 },
    });
    await expect
      .poll(() => events.at(-1)?.data)
      .toMatchObject({ id: item.id, op: 'update', is_published: false });

    expect(
      (await t.request(`/api/admin/content/${item.id}`, { method: 'DELETE', cookie: staff.cookie }))
        .status,
    ).toBe(204);
    await expect.poll(() => events.at(-1)?.data).toMatchObject({ id: item.id, op: 'delete' });
    expect(
      (await t.request(`/api/admin/content/${item.id}`, { method: 'DELETE', cookie: staff.cookie }))
        .status,
    ).toBe(404);
    expect((await t.request(`/api/content/${item.id}`, { cookie: staff.cookie })).status).toBe(404);
  });

  it('pages a member through the whole unfiltered library: every item they may open, once, newest first', async () => {
    await create({ title: 'Unfiltered draft', isPublished: false });
    await create({ title: 'Unfiltered next week', scheduledFor: isoDay(7) });
    for (let i = 0; i < 3; i++) await create({ title: `Unfiltered open ${i}` });
    const allPages = async (cookie: string, filter: string) => {
      const ids: string[] = [];
      const titlesSeen: string[] = [];
      let cursor: string | null = null;
      do {
        const query: string = `?limit=2${filter}${cursor ? `&cursor=${cursor}` : ''}`;
        const response = await t.request(`/api/content${query}`, { cookie });
        expect(response.status).toBe(200);
        const body: { items: { id: string; title: string }[]; nextCursor: string | null } =
          await response.json();
        ids.push(...body.items.map((item) => item.id));
        titlesSeen.push(...body.items.map((item) => item.title));
        cursor = body.nextCursor;
      } while (cursor);
      return { ids, titles: titlesSeen };
    };
    const member = await allPages(reader.cookie, '');
    // The staff's "published" filter is the same rule on the UTC day, built the other way.
    const published = await allPages(staff.cookie, '&status=published');
    expect(member.ids).toEqual(published.ids);
    expect(new Set(member.ids).size).toBe(member.ids.length);
    expect(member.titles.slice(0, 3)).toEqual([
      'Unfiltered open 2',
      'Unfiltered open 1',
      'Unfiltered open 0',
    ]);
    expect(member.titles).not.toContain('Unfiltered draft');
    expect(member.titles).not.toContain('Unfiltered next week');
    const bad = await t.request('/api/content?cursor=not-a-cursor', { cookie: reader.cookie });
    expect(bad.status).toBe(400);
  });

  it('lists newest first across pages without repeating or skipping, and searches and filters', async () => {
    for (let i = 0; i < 5; i++)
      await create({
        title: `Paged Hymn ${i}`,
        difficultyLevel: i % 2 ? 'intermediate' : 'beginner',
      });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `?q=Paged%20Hymn&limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const body: { items: { title: string }[]; nextCursor: string | null } = await (
        await t.request(`/api/content${query}`, { cookie: reader.cookie })
      ).json();
      seen.push(...body.items.map((item) => item.title));
      cursor = body.nextCursor;
    } while (cursor);
    expect(seen).toEqual([
      'Paged Hymn 4',
      'Paged Hymn 3',
      'Paged Hymn 2',
      'Paged Hymn 1',
      'Paged Hymn 0',
    ]);
    expect(await titles(reader.cookie, '?q=paged%20hymn&difficulty=intermediate')).toEqual([
      'Paged Hymn 3',
      'Paged Hymn 1',
    ]);
    expect(await titles(reader.cookie, `?q=Paged&categoryId=${categoryId}&limit=1`)).toEqual([
      'Paged Hymn 4',
    ]);
    expect(await titles(reader.cookie, '?q=100%25')).toEqual([]);
    expect((await t.request('/api/content?cursor=garbage', { cookie: reader.cookie })).status).toBe(
      400,
    );
    expect((await t.request('/api/content?limit=101', { cookie: reader.cookie })).status).toBe(400);
  });

  it('keeps content management to staff with the content permission', async () => {
    const response = await t.request('/api/admin/content', {
      cookie: reader.cookie,
      json: { title: 'Sneaky', categoryId },
    });
    expect(response.status).toBe(403);
    expect(await titles(staff.cookie, '?q=Sneaky')).toEqual([]);
  });

  it('changes only the fields a PATCH names: a draft stays a draft', async () => {
    const draft = await create({
      title: 'Quiet draft',
      isPublished: false,
      difficultyLevel: 'advanced',
      durationMinutes: 25,
    });
    const patched = await (
      await t.request(`/api/admin/content/${draft.id}`, {
        method: 'PATCH',
        cookie: staff.cookie,
        json: { title: 'Quiet draft, renamed' },
      })
    ).json();
    expect(patched).toMatchObject({
      title: 'Quiet draft, renamed',
      isPublished: false,
      difficultyLevel: 'advanced',
      durationMinutes: 25,
    });
  });

  it('lists as scheduled only what is still to come', async () => {
    await create({ title: 'Coming Sunday', scheduledFor: isoDay(5) });
    await create({ title: 'Came already', scheduledFor: isoDay(-5) });
    const scheduled = await titles(staff.cookie, '?status=scheduled&limit=100');
    expect(scheduled).toContain('Coming Sunday');
    expect(scheduled).not.toContain('Came already');
  });
});
