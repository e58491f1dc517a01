import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ContentInput } from '@contracts/content';
import {
  answerBody,
  createTestContext,
  type TestContext,
  type TestUser,
} from '@server/test/harness';

let t: TestContext;
let staff: TestUser;
let member: TestUser;
let other: TestUser;
let categoryId: string;
let published: string;

const unknownId = '00000000-0000-4000-8000-000000000000';
const isoDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestContext();
  staff = await t.createUser({ role: 'moderator' });
  member = await t.createUser();
  other = await t.createUser();
  const categories = await (await t.request('/api/categories', { cookie: member.cookie })).json();
  categoryId = categories.items.find((c: { name: string }) => c.name === 'Prayer').id;
  published = await create({ title: 'Evening prayer', durationMinutes: 5 });
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

async function create(body: Omit<ContentInput, 'categoryId'>): Promise<string> {
  const created = await answerBody(
    t.api(staff.cookie).admin.content.$post({ json: { categoryId, ...body } }),
    201,
  );
  return created.id;
}

const start = (contentId: string, user = member) =>
  t.request(`/api/content/${contentId}/progress`, { method: 'POST', cookie: user.cookie });
const complete = (progressId: string, user = member) =>
  t.request(`/api/progress/${progressId}/complete`, { method: 'POST', cookie: user.cookie });
const sessions = (
  user: TestUser,
  query: { contentId?: string; limit?: string; cursor?: string } = {},
) => answerBody(t.api(user.cookie).progress.$get({ query }));

describe('progress', () => {
  it('starts a session of a published item and completes it with the minutes it took', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date() });
    const startedAt = Date.now();
    const started = await start(published);
    expect(started.status).toBe(201);
    const session = await started.json();
    expect(session).toMatchObject({
      contentId: published,
      completedAt: null,
      sessionDurationMinutes: null,
    });
    expect(Date.parse(session.startedAt)).toBe(startedAt);

    vi.setSystemTime(startedAt + 7 * 60_000 + 20_000);
    const completed = await complete(session.id);
    expect(completed.status).toBe(200);
    expect(await completed.json()).toMatchObject({
      id: session.id,
      contentId: published,
      completedAt: new Date(startedAt + 7 * 60_000 + 20_000).toISOString(),
      sessionDurationMinutes: 7,
    });

    const mine = await sessions(member, { contentId: published });
    expect(mine.items.map((item) => item.id)).toContain(session.id);
  });

  it('completing again changes nothing (idempotent)', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date() });
    const session = await (await start(published)).json();
    vi.setSystemTime(Date.now() + 2 * 60_000);
    const first = await (await complete(session.id)).json();
    vi.setSystemTime(Date.now() + 30 * 60_000);
    const again = await complete(session.id);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(first);
    expect(first.sessionDurationMinutes).toBe(2);
  });

  it("another member's session is 404 and stays open; their list does not show it", async () => {
    const session = await (await start(published)).json();
    const refused = await complete(session.id, other);
    expect(refused.status).toBe(404);
    expect((await refused.json()).error.code).toBe('not_found');
    expect((await sessions(other)).items).toEqual([]);
    const mine = await sessions(member, { contentId: published });
    expect(mine.items.find((item) => item.id === session.id)?.completedAt).toBeNull();
  });

  it('an unknown session id is 404; a malformed one is 400', async () => {
    expect((await complete(unknownId)).status).toBe(404);
    const malformed = await complete('not-a-uuid');
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).error.fields).toMatchObject({ id: 'Not a valid id' });
  });

  it('a draft, an item scheduled for later or an unknown id cannot be started (404)', async () => {
    const draft = await create({ title: 'Draft meditation', isPublished: false });
    const later = await create({ title: 'Advent study', scheduledFor: isoDay(3) });
    for (const id of [draft, later, unknownId]) {
      const response = await start(id);
      expect(response.status).toBe(404);
      expect((await response.json()).error.code).toBe('not_found');
    }
    const listed = await sessions(member);
    expect(listed.items.some((item) => [draft, later].includes(item.contentId))).toBe(false);
  });

  it('needs a signed-in person', async () => {
    expect((await t.request(`/api/content/${published}/progress`, { method: 'POST' })).status).toBe(
      401,
    );
    expect((await t.request('/api/progress')).status).toBe(401);
  });

  it('lists own sessions newest first, page by page', async () => {
    const reader = await t.createUser();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await (await start(published, reader)).json()).id);
    const first = await sessions(reader, { limit: '2' });
    expect(first.items.map((item) => item.id)).toEqual([ids[2], ids[1]]);
    expect(first.nextCursor).not.toBeNull();
    const second = await sessions(reader, { limit: '2', cursor: first.nextCursor! });
    expect(second.items.map((item) => item.id)).toEqual([ids[0]]);
    expect(second.nextCursor).toBeNull();
  });
});
