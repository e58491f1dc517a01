import type { JournalCategory } from '@contracts/enums';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { localDateIn } from '@contracts/time';
import { loadAccess } from '@server/auth/access';
import type { Viewer } from '@server/http/env';
import { createTestContext, type TestContext, type TestUser } from '@server/test/harness';
import { journalEntry, lapsedSubscription } from '@server/test/factories';
import { journalStats, streakFrom } from './service';

let t: TestContext;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  t = await createTestContext();
  alice = await t.createUser({ premium: true });
  bob = await t.createUser({ premium: true });
});
afterAll(() => t.close());

const write = (user: TestUser, json: Record<string, unknown>) =>
  t.request('/api/journal', { cookie: user.cookie, json });

async function entry(user: TestUser, json: Record<string, unknown>) {
  const response = await write(user, json);
  expect(response.status).toBe(201);
  return response.json();
}

const titles = async (user: TestUser, query = '') =>
  (
    (await (await t.request(`/api/journal${query}`, { cookie: user.cookie })).json()).items as {
      title: string;
    }[]
  ).map((e) => e.title);

describe('journal entries', () => {
  it('creates with the spec defaults, trimmed and de-duplicated tags, and the local day of the author', async () => {
    const created = await entry(alice, {
      title: '  Morning thanks ',
      content: 'For rest and for light.',
      tags: [' hope ', 'hope', '', 'peace'],
      timeZone: 'Asia/Tokyo',
    });
    expect(created).toMatchObject({
      title: 'Morning thanks',
      category: 'reflection',
      mood: null,
      tags: ['hope', 'peace'],
      isPrivate: true,
      answeredAt: null,
    });
    expect(created.localDate).toBe(localDateIn('Asia/Tokyo'));
    const la = await entry(alice, {
      title: 'Evening',
      content: 'Compline',
      timeZone: 'America/Los_Angeles',
    });
    expect(la.localDate).toBe(localDateIn('America/Los_Angeles'));
  });

  it('refuses a free user (premium_required) and writes nothing', async () => {
    const free = await t.createUser();
    const response = await write(free, { title: 'Hello', content: 'World' });
    expect(response.status).toBe(403);
    expect((await response.json()).error.code).toBe('premium_required');
    expect(await titles(free)).toEqual([]);
    const lapsed = await t.createUser();
    await lapsedSubscription(t, lapsed);
    expect((await write(lapsed, { title: 'Hello', content: 'World' })).status).toBe(403);
  });

  it('answers clear errors for bad input', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: '   ', content: 'x' }, 'title', 'Please fill in the title and content'],
      [{ title: 'x', content: ' \n ' }, 'content', 'Please fill in the title and content'],
      [
        { title: 'x', content: 'x'.repeat(20_001) },
        'content',
        'Content must be at most 20,000 characters',
      ],
      [
        { title: 'x', content: 'x', tags: Array.from({ length: 500 }, (_, i) => `t${i}`) },
        'tags',
        'At most 20 tags',
      ],
      [{ title: 'x', content: 'x', mood: 'angry' }, 'mood', ''],
      [{ title: 'x', content: 'x', category: 'diary' }, 'category', ''],
      [{ title: 'x', content: 'x', timeZone: 'Mars/Olympus' }, 'timeZone', 'Unknown time zone'],
      [{ title: 'x', content: 'x', userId: bob.id }, 'userId', 'Unknown field.'],
    ];
    for (const [body, field, message] of cases) {
      const response = await write(alice, body);
      expect(response.status, field).toBe(400);
      const { error } = await response.json();
      expect(error.fields[field], field).toBeTruthy();
      if (message) expect(error.fields[field]).toBe(message);
    }
    const huge = await write(alice, { title: 'x', content: 'x'.repeat(1024 * 1024) });
    expect(huge.status).toBe(413);
  });

  it("keeps each person's entries to themselves by every route, and says 404 for both another's and a missing id", async () => {
    const secret = await entry(alice, {
      title: 'Only mine',
      content: 'A confession',
      category: 'prayer',
      mood: 'seeking',
    });
    const bobView = [
      await t.request(`/api/journal/${secret.id}`, { cookie: bob.cookie }),
      await t.request(`/api/journal/${secret.id}`, {
        method: 'PATCH',
        cookie: bob.cookie,
        json: { title: 'Hacked' },
      }),
      await t.request(`/api/journal/${secret.id}/answer`, {
        method: 'PUT',
        cookie: bob.cookie,
        json: {},
      }),
      await t.request(`/api/journal/${secret.id}/answer`, { method: 'DELETE', cookie: bob.cookie }),
      await t.request(`/api/journal/${secret.id}`, { method: 'DELETE', cookie: bob.cookie }),
    ];
    const missingId = '00000000-0000-4000-8000-000000000000';
    const missing = await t.request(`/api/journal/${missingId}`, { cookie: bob.cookie });
    for (const response of bobView) {
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual(await missing.clone().json());
    }
    for (const query of [
      '',
      '?q=confession',
      '?category=prayer',
      '?mood=seeking',
      '?q=Only&category=prayer&mood=seeking',
    ]) {
      expect(await titles(bob, query)).not.toContain('Only mine');
    }
    expect(
      (await t.request('/api/journal/stats', { cookie: bob.cookie }).then((r) => r.json()))
        .totalEntries,
    ).toBe(0);
    expect(
      (await t.request(`/api/journal/${secret.id}`, { cookie: alice.cookie }).then((r) => r.json()))
        .title,
    ).toBe('Only mine');
    expect((await t.request('/api/journal', { cookie: '' })).status).toBe(401);
  });

  it('edits, marks answered with a note, unmarks and deletes its own entry', async () => {
    const created = await entry(alice, {
      title: 'For my sister',
      content: 'Healing for Anna',
      category: 'prayer',
    });
    const edited = await t.request(`/api/journal/${created.id}`, {
      method: 'PATCH',
      cookie: alice.cookie,
      json: { content: 'Healing for Anna, and peace', mood: 'hopeful', tags: ['family'] },
    });
    expect(await edited.json()).toMatchObject({
      title: 'For my sister',
      content: 'Healing for Anna, and peace',
      mood: 'hopeful',
      tags: ['family'],
    });
    const blank = await t.request(`/api/journal/${created.id}`, {
      method: 'PATCH',
      cookie: alice.cookie,
      json: { title: ' ' },
    });
    expect(blank.status).toBe(400);

    const answered = await t.request(`/api/journal/${created.id}/answer`, {
      method: 'PUT',
      cookie: alice.cookie,
      json: { note: 'She is home and well' },
    });
    expect(await answered.json()).toMatchObject({
      answerNote: 'She is home and well',
      answeredAt: expect.any(String),
    });
    const unmarked = await t.request(`/api/journal/${created.id}/answer`, {
      method: 'DELETE',
      cookie: alice.cookie,
    });
    expect(await unmarked.json()).toMatchObject({ answerNote: null, answeredAt: null });

    expect(
      (await t.request(`/api/journal/${created.id}`, { method: 'DELETE', cookie: alice.cookie }))
        .status,
    ).toBe(204);
    expect((await t.request(`/api/journal/${created.id}`, { cookie: alice.cookie })).status).toBe(
      404,
    );
  });

  it('combines search (title or content, any case) with category and mood filters', async () => {
    const carol = await t.createUser({ premium: true });
    await entry(carol, {
      title: 'Grace at dawn',
      content: 'quiet',
      category: 'gratitude',
      mood: 'grateful',
    });
    await entry(carol, {
      title: 'Night watch',
      content: 'GRACE in the dark',
      category: 'prayer',
      mood: 'struggling',
    });
    await entry(carol, {
      title: 'Psalm 23',
      content: 'shepherd',
      category: 'study',
      mood: 'peaceful',
    });
    expect(await titles(carol, '?q=grace')).toEqual(['Night watch', 'Grace at dawn']);
    expect(await titles(carol, '?q=grace&category=prayer')).toEqual(['Night watch']);
    expect(await titles(carol, '?q=grace&mood=grateful')).toEqual(['Grace at dawn']);
    expect(await titles(carol, '?q=grace&category=study')).toEqual([]);
    expect(await titles(carol, '?mood=peaceful&category=study')).toEqual(['Psalm 23']);
    expect(await titles(carol, '?q=%25')).toEqual([]);
    expect((await t.request('/api/journal?category=diary', { cookie: carol.cookie })).status).toBe(
      400,
    );
  });
});

describe('journal stats', () => {
  async function viewerOf(user: TestUser): Promise<Viewer> {
    const access = await loadAccess(t.db, user.id);
    return {
      id: user.id,
      email: user.email,
      name: 'Test',
      firstName: null,
      lastName: null,
      emailVerified: true,
      sessionId: 's',
      ...access,
    };
  }

  const writtenOn = (
    user: TestUser,
    localDate: string,
    overrides: { content?: string; category?: JournalCategory } = {},
  ) => journalEntry(t, user, localDate, overrides);

  it('counts the streak ending today or yesterday, and 0 when the latest day is older', () => {
    expect(streakFrom(['2026-03-10', '2026-03-09', '2026-03-08', '2026-03-06'], '2026-03-10')).toBe(
      3,
    );
    expect(streakFrom(['2026-03-09', '2026-03-08'], '2026-03-10')).toBe(2);
    expect(streakFrom(['2026-03-08'], '2026-03-10')).toBe(0);
    expect(streakFrom(['2026-02-28', '2026-03-01'], '2026-03-01')).toBe(2);
    expect(streakFrom([], '2026-03-10')).toBe(0);
  });

  it('uses local days: a traveller keeps their streak, and midnight falls differently in Tokyo and Los Angeles', async () => {
    const traveller = await t.createUser({ premium: true });
    const viewer = await viewerOf(traveller);
    // Written in Los Angeles on the 8th and 9th, then (after flying) in Tokyo on the 11th local time.
    await writtenOn(traveller, '2026-03-08');
    await writtenOn(traveller, '2026-03-09');
    await writtenOn(traveller, '2026-03-10');
    await writtenOn(traveller, '2026-03-11');

    // 2026-03-11T14:30Z is 23:30 on the 11th in Tokyo and 07:30 on the 11th in Los Angeles.
    const instant = new Date('2026-03-11T14:30:00Z');
    expect(await journalStats(t.journal, viewer, 'Asia/Tokyo', instant)).toMatchObject({
      today: '2026-03-11',
      streak: 4,
      thisWeek: 4,
      totalEntries: 4,
    });
    expect(await journalStats(t.journal, viewer, 'America/Los_Angeles', instant)).toMatchObject({
      today: '2026-03-11',
      streak: 4,
    });

    // Forty minutes later Tokyo has reached the 12th (streak still counts from yesterday); LA has not.
    const afterTokyoMidnight = new Date('2026-03-11T15:10:00Z');
    expect(await journalStats(t.journal, viewer, 'Asia/Tokyo', afterTokyoMidnight)).toMatchObject({
      today: '2026-03-12',
      streak: 4,
    });
    // Two days on with no entry, the streak is gone in both zones.
    const later = new Date('2026-03-13T16:00:00Z');
    expect(await journalStats(t.journal, viewer, 'Asia/Tokyo', later)).toMatchObject({ streak: 0 });
    expect(await journalStats(t.journal, viewer, 'America/Los_Angeles', later)).toMatchObject({
      today: '2026-03-13',
      streak: 0,
    });
    // This week is the seven local days ending today.
    expect(
      await journalStats(t.journal, viewer, 'Asia/Tokyo', new Date('2026-03-15T01:00:00Z')),
    ).toMatchObject({ today: '2026-03-15', thisWeek: 3 });
  });

  it('counts answered prayers: marked answered, or prayer entries that speak of an answer or blessing', async () => {
    const pray = await t.createUser({ premium: true });
    const viewer = await viewerOf(pray);
    await writtenOn(pray, '2026-01-01', { category: 'prayer', content: 'This was Answered today' });
    await writtenOn(pray, '2026-01-01', { category: 'prayer', content: 'What a blessing' });
    await writtenOn(pray, '2026-01-01', {
      category: 'gratitude',
      content: 'a blessing, but not a prayer',
    });
    const openId = await writtenOn(pray, '2026-01-01', {
      category: 'prayer',
      content: 'still waiting',
    });
    expect(
      (await journalStats(t.journal, viewer, 'UTC', new Date('2026-01-02T00:00:00Z')))
        .answeredPrayers,
    ).toBe(2);
    await t.request(`/api/journal/${openId}/answer`, {
      method: 'PUT',
      cookie: pray.cookie,
      json: { note: 'Yes' },
    });
    expect(
      (await journalStats(t.journal, viewer, 'UTC', new Date('2026-01-02T00:00:00Z')))
        .answeredPrayers,
    ).toBe(3);
  });

  it('answers the stats over HTTP in the time zone the client gives', async () => {
    // Its own writer, so the figures do not depend on which tests ran before.
    const writer = await t.createUser({ premium: true });
    await entry(writer, { title: 'Morning', content: 'Thanks' });
    const response = await t.request('/api/journal/stats?timeZone=Asia/Tokyo', {
      cookie: writer.cookie,
    });
    const body = await response.json();
    expect(body.today).toBe(localDateIn('Asia/Tokyo'));
    expect(body.totalEntries).toBe(1);
    expect(
      (await t.request('/api/journal/stats?timeZone=Nowhere', { cookie: writer.cookie })).status,
    ).toBe(400);
  });
});

describe('a member who has travelled since their zone was stored', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  // 07:54 on 2 December in Tokyo and 11:54 in Auckland; still 17:54 on the 1st in New York.
  const tokyoMorning = new Date('2026-12-01T22:54:00Z');

  async function storedInNewYork() {
    const traveller = await t.createUser({ premium: true });
    const stored = await t.request('/api/preferences/timezone', {
      method: 'PUT',
      cookie: traveller.cookie,
      json: { timeZone: 'America/New_York' },
    });
    expect(stored.status).toBe(200);
    return traveller;
  }

  it('dates an entry by the zone the client sends, not the stored one', async () => {
    const traveller = await storedInNewYork();
    vi.useFakeTimers({ toFake: ['Date'], now: tokyoMorning });
    const written = await entry(traveller, {
      title: 'Dawn',
      content: 'Safe arrival',
      timeZone: 'Asia/Tokyo',
    });
    expect(written.localDate).toBe('2026-12-02');
    // Without a zone the stored one still dates it.
    expect((await entry(traveller, { title: 'Later', content: 'Rest' })).localDate).toBe(
      '2026-12-01',
    );
  });

  it('counts the streak in the local days of the zone the client sends', async () => {
    const traveller = await storedInNewYork();
    vi.useFakeTimers({ toFake: ['Date'], now: tokyoMorning });
    // The 1st (still the day in UTC) and the 2nd (already the day in Auckland).
    await entry(traveller, { title: 'One', content: 'Amen', timeZone: 'UTC' });
    await entry(traveller, { title: 'Two', content: 'Amen', timeZone: 'Pacific/Auckland' });
    const stats = async (query: string) =>
      (await t.request(`/api/journal/stats${query}`, { cookie: traveller.cookie })).json();
    expect(await stats('?timeZone=Pacific/Auckland')).toMatchObject({
      today: '2026-12-02',
      streak: 2,
    });
    // New York's day is still the 1st: its streak ends there.
    expect(await stats('')).toMatchObject({ today: '2026-12-01', streak: 1 });
  });
});
