import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  listeningMaxMs,
  listeningPositionMessage,
  type ListeningPositionInput,
} from '@contracts/listening';
import { addDays, localDateIn } from '@contracts/time';
import { staffContent } from '@server/test/factories';
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
let premium: TestUser;
let evening: string;

const unknownId = '00000000-0000-4000-8000-000000000000';
const audioUrl = 'https://audio.example.test/evening.mp3';

beforeAll(async () => {
  t = await createTestContext();
  staff = await t.createUser({ role: 'moderator' });
  member = await t.createUser();
  other = await t.createUser();
  premium = await t.createUser({ premium: true });
  evening = await create({ title: 'Evening prayer', audioUrl });
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const create = (body: Record<string, unknown>) => staffContent(t, staff, body);

const save = (contentId: string, json: unknown, user = member) =>
  t.request(`/api/listening/${contentId}`, { method: 'PUT', cookie: user.cookie, json });
const saved = (contentId: string, json: ListeningPositionInput, user = member) =>
  answerBody(
    t.api(user.cookie).listening[':id'].$put({
      param: { id: contentId },
      query: {},
      json,
    }),
  );
const positionOf = async (contentId: string, cookie: string) =>
  (await answerBody(t.api(cookie).listening[':id'].$get({ param: { id: contentId } }))).position;
const continueList = (user: TestUser, query: { cursor?: string; limit?: string } = {}) =>
  answerBody(t.api(user.cookie).listening.$get({ query }));

describe('listening positions', () => {
  it('saves where the member stopped; another of their devices reads it back', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date() });
    const at = new Date().toISOString();
    const position = await saved(evening, { positionMs: 95_000, durationMs: 300_000 });
    expect(position).toEqual({
      contentId: evening,
      positionMs: 95_000,
      durationMs: 300_000,
      finishedAt: null,
      updatedAt: at,
    });
    const phone = await t.signIn(member.email);
    expect(phone).not.toBe(member.cookie);
    expect(await positionOf(evening, phone)).toEqual(position);

    // Saving again moves the one row.
    vi.setSystemTime(Date.now() + 15_000);
    const later = await saved(evening, { positionMs: 110_000, durationMs: 300_000 });
    expect(later).toMatchObject({ positionMs: 110_000, updatedAt: new Date().toISOString() });
    expect(await positionOf(evening, member.cookie)).toEqual(later);
  });

  it('another member never sees it: their own answer is null and their list empty', async () => {
    await saved(evening, { positionMs: 42_000, durationMs: 300_000 });
    expect(await positionOf(evening, other.cookie)).toBeNull();
    expect((await continueList(other)).items).toEqual([]);
    expect((await positionOf(evening, member.cookie))?.positionMs).toBe(42_000);
  });

  it('reaching the end records finishedAt and puts the position back to 0; a later save keeps it', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date() });
    const item = await create({ title: 'Compline' });
    await saved(item, { positionMs: 250_000, durationMs: 300_000 });
    const finishedAt = new Date(Date.now() + 50_000);
    vi.setSystemTime(finishedAt);
    const finished = await saved(item, {
      positionMs: 299_900,
      durationMs: 300_000,
      finished: true,
    });
    expect(finished).toMatchObject({
      positionMs: 0,
      durationMs: 300_000,
      finishedAt: finishedAt.toISOString(),
    });
    expect((await continueList(member)).items.map((listed) => listed.contentId)).not.toContain(
      item,
    );

    vi.setSystemTime(Date.now() + 60_000);
    const again = await saved(item, { positionMs: 20_000, durationMs: 300_000, finished: false });
    expect(again).toMatchObject({ positionMs: 20_000, finishedAt: finishedAt.toISOString() });
    expect((await continueList(member)).items[0]).toMatchObject({ contentId: item });
  });

  it('a listen begun on one device and finished on another completes that one play', async () => {
    const item = await create({ title: 'Vespers', audioUrl });
    const plays = async () =>
      (await answerBody(t.api(member.cookie).progress.$get({ query: { contentId: item } }))).items;
    // The first device starts the play and stops part way; the second resumes and hears the end.
    const started = await t.request(`/api/content/${item}/progress`, {
      method: 'POST',
      cookie: member.cookie,
    });
    expect(started.status).toBe(201);
    await saved(item, { positionMs: 120_000, durationMs: 300_000 });
    await saved(item, { positionMs: 300_000, durationMs: 300_000, finished: true });
    const [play, ...more] = await plays();
    expect(more).toEqual([]);
    expect(play?.completedAt).not.toBeNull();

    // Hearing it to the end again without a new play counts nothing more.
    await saved(item, { positionMs: 300_000, durationMs: 300_000, finished: true });
    expect(await plays()).toHaveLength(1);
  });

  it('refuses a draft, an item scheduled for later and an unknown id with 404, and stores nothing', async () => {
    const draft = await create({ title: 'Draft meditation', isPublished: false });
    const later = await create({
      title: 'Advent study',
      scheduledFor: addDays(localDateIn('UTC'), 3),
    });
    for (const id of [draft, later, unknownId]) {
      const response = await save(id, { positionMs: 1_000, durationMs: 2_000 });
      expect(response.status).toBe(404);
      expect((await response.json()).error.code).toBe('not_found');
      expect(await positionOf(id, member.cookie)).toBeNull();
    }
    const malformed = await save('not-a-uuid', { positionMs: 1_000, durationMs: 2_000 });
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).error.fields).toMatchObject({ id: 'Not a valid id' });
  });

  it('answers bad positions with 400 and a message on each field at fault', async () => {
    const cases: [unknown, Record<string, string>][] = [
      [{ positionMs: -1, durationMs: 1_000 }, { positionMs: listeningPositionMessage }],
      [{ positionMs: 0, durationMs: listeningMaxMs + 1 }, { durationMs: listeningPositionMessage }],
      [
        { positionMs: 1.5, durationMs: 1e300 },
        {
          positionMs: listeningPositionMessage,
          durationMs: listeningPositionMessage,
        },
      ],
      [
        { positionMs: '10', durationMs: null },
        {
          positionMs: listeningPositionMessage,
          durationMs: listeningPositionMessage,
        },
      ],
      [{ positionMs: 10 }, { durationMs: listeningPositionMessage }],
      [{ positionMs: 10, durationMs: 20, finished: 'yes' }, { finished: 'Use true or false' }],
    ];
    for (const [body, fields] of cases) {
      const response = await save(evening, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const { error } = await response.json();
      expect(error.code).toBe('validation_failed');
      expect(error.fields, JSON.stringify(body)).toEqual(fields);
    }
    const unknownField = await save(evening, { positionMs: 10, durationMs: 20, speed: 2 });
    expect(unknownField.status).toBe(400);
    expect(Object.keys((await unknownField.json()).error.fields)).toEqual(['speed']);
  });

  it('lists unfinished items most recently heard first, page by page, without those it may not open', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date() });
    const listener = premium;
    const ids = [
      await create({ title: 'First' }),
      await create({ title: 'Second', audioUrl }),
      await create({ title: 'Third' }),
      await create({ title: 'Withdrawn' }),
    ];
    for (const id of ids) {
      vi.setSystemTime(Date.now() + 1_000);
      await saved(id, { positionMs: 30_000, durationMs: 60_000 }, listener);
    }
    // Heard to its end: no longer to continue.
    const done = await create({ title: 'Done' });
    await saved(done, { positionMs: 0, durationMs: 60_000, finished: true }, listener);
    // Unpublished since: left out.
    const withdrawn = await t.request(`/api/admin/content/${ids[3]}`, {
      method: 'PATCH',
      cookie: staff.cookie,
      json: { isPublished: false },
    });
    expect(withdrawn.status).toBe(200);
    // The first heard again: it moves to the top.
    vi.setSystemTime(Date.now() + 1_000);
    await saved(ids[0]!, { positionMs: 31_000, durationMs: 60_000 }, listener);

    const first = await continueList(listener, { limit: '2' });
    expect(first.items.map((item) => item.title)).toEqual(['First', 'Third']);
    expect(first.items[0]).toMatchObject({ contentId: ids[0], positionMs: 31_000, audioUrl: null });
    expect(first.nextCursor).not.toBeNull();
    const second = await continueList(listener, { limit: '2', cursor: first.nextCursor! });
    expect(second.items.map((item) => item.title)).toEqual(['Second']);
    expect(second.items[0]).toMatchObject({ audioUrl, durationMs: 60_000, finishedAt: null });
    expect(second.nextCursor).toBeNull();
  });

  it("withholds the audio from a free member's list as the Access rules say", async () => {
    await saved(evening, { positionMs: 5_000, durationMs: 300_000 });
    await saved(evening, { positionMs: 5_000, durationMs: 300_000 }, premium);
    const free = (await continueList(member)).items.find((item) => item.contentId === evening);
    expect(free).toMatchObject({ title: 'Evening prayer', audioUrl: null });
    const paid = (await continueList(premium)).items.find((item) => item.contentId === evening);
    expect(paid).toMatchObject({ title: 'Evening prayer', audioUrl });
  });

  it('needs a signed-in person', async () => {
    expect((await t.request(`/api/listening/${evening}`)).status).toBe(401);
    expect((await t.request('/api/listening')).status).toBe(401);
    const anonymous = await t.request(`/api/listening/${evening}`, {
      method: 'PUT',
      json: { positionMs: 1, durationMs: 2 },
    });
    expect(anonymous.status).toBe(401);
  });
});
