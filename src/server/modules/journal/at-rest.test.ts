import { randomBytes, randomUUID } from 'node:crypto';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKeyring, keyIdOf } from '@server/crypto/field-cipher';
import { journalEntries } from '@server/db/schema/journal';
import type { JournalEntryInput } from '@contracts/journal';
import {
  answerBody,
  createTestContext,
  type TestContext,
  type TestUser,
} from '@server/test/harness';
import { JournalKeyMissingError, keyIdsInUse, sealJournalAtStart, sealRows } from './seal-existing';
import { sealWords } from './sealing';

// Decision 018: what the member writes is stored sealed; a raw read of the table (a copy of the
// database, a dump) holds none of it, while the API answers in plain text as before.

const oldKey = randomBytes(32);
const currentKey = randomBytes(32);
let t: TestContext;
let member: TestUser;
const logged: Record<string, unknown>[] = [];

beforeAll(async () => {
  t = await createTestContext({
    // The current key, and a previous one still read (as after JOURNAL_ENCRYPTION_OLD_KEYS).
    journalKeys: createKeyring(currentKey, [oldKey]),
  });
  member = await t.createUser({ premium: true });
});
afterAll(() => t.close());

const logger = pino(
  { level: 'info' },
  { write: (line: string) => void logged.push(JSON.parse(line) as Record<string, unknown>) },
);

const write = (user: TestUser, json: JournalEntryInput) =>
  answerBody(t.api(user.cookie).journal.$post({ json }), 201);

type ListQuery = Parameters<ReturnType<TestContext['api']>['journal']['$get']>[0]['query'];
const list = (user: TestUser, query: ListQuery) =>
  answerBody(t.api(user.cookie).journal.$get({ query }));

/** The stored row as a dump would show it: every column as PostgreSQL's text of the row. */
async function rawRow(id: string) {
  const { rows } = await t.database.sql(
    'select title, content, scripture, answer_note, tags, journal_entries::text as whole from journal_entries where id = $1',
    [id],
  );
  return rows[0] as {
    title: string;
    content: string;
    scripture: string | null;
    answer_note: string | null;
    tags: string[];
    whole: string;
  };
}

/** Rows as they were stored before decision 018: the words in plain text. */
async function writePlain(user: TestUser, count: number, word: string) {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const id = randomUUID();
    ids.push(id);
    await t.db.insert(journalEntries).values({
      id,
      userId: user.id,
      title: `Old ${word} ${i}`,
      content: `Written long ago about ${word}, number ${i}`,
      scripture: i % 2 === 0 ? 'Psalm 121:1' : null,
      tags: ['legacy', word],
      answerNote: i === 0 ? `answered ${word}` : null,
      answeredAt: i === 0 ? new Date() : null,
      category: 'prayer',
      localDate: '2025-01-01',
      createdAt: new Date(Date.UTC(2025, 0, 1, 0, 0, i)),
    });
  }
  return ids;
}

describe('journal words at rest', () => {
  it('stores title, content, scripture, tags and the answer note sealed: a raw SELECT shows none of it', async () => {
    const created = await write(member, {
      title: 'Zephaniah-Marigold title',
      content: 'My quokkaberry confession of the night',
      scripture: 'Habakkuk-Tangerine 3:17',
      tags: ['nightjar-tag'],
      category: 'prayer',
    });
    await t.request(`/api/journal/${created.id}/answer`, {
      method: 'PUT',
      cookie: member.cookie,
      json: { note: 'Answered with a lanternfish' },
    });
    const row = await rawRow(created.id);
    for (const word of ['Zephaniah', 'quokkaberry', 'Habakkuk', 'nightjar', 'lanternfish'])
      expect(row.whole).not.toContain(word);
    const sealedWith = new RegExp(`^enc:v1:${keyIdOf(currentKey)}:[A-Za-z0-9_-]+$`);
    for (const value of [row.title, row.content, row.scripture, row.answer_note, ...row.tags])
      expect(value).toMatch(sealedWith);

    // Through the API it reads as written.
    const read = await (
      await t.request(`/api/journal/${created.id}`, { cookie: member.cookie })
    ).json();
    expect(read).toMatchObject({
      title: 'Zephaniah-Marigold title',
      content: 'My quokkaberry confession of the night',
      scripture: 'Habakkuk-Tangerine 3:17',
      tags: ['nightjar-tag'],
      answerNote: 'Answered with a lanternfish',
    });
  });

  it('finds an entry by a word of its content, in any case, with filters, paging newest first across many entries', async () => {
    const reader = await t.createUser({ premium: true });
    // 260 entries (more than one search batch), one in ten speaking of "cedar".
    const rows = Array.from({ length: 260 }, (_, i) => {
      const id = randomUUID();
      const words = {
        title: `Day ${i}`,
        content: i % 10 === 3 ? `Under the CEDAR tree, day ${i}` : `Plain day ${i}`,
      };
      return {
        id,
        userId: reader.id,
        ...sealWords(t.journal.keys, { id, userId: reader.id }, words),
        category: i % 20 === 3 ? ('prayer' as const) : ('reflection' as const),
        localDate: '2025-06-01',
        createdAt: new Date(Date.UTC(2025, 5, 1, 0, 0, 0, i)),
      };
    });
    await t.db.insert(journalEntries).values(rows);

    const expected = Array.from({ length: 26 }, (_, k) => `Day ${253 - 10 * k}`);
    const seen: string[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const page = await list(reader, { q: 'cedar', limit: '4', ...(cursor ? { cursor } : {}) });
      expect(page.items.length).toBeLessThanOrEqual(4);
      seen.push(...page.items.map((item) => item.title));
      cursor = page.nextCursor;
    }
    expect(seen).toEqual(expected);
    expect(
      (await list(reader, { q: 'Cedar', category: 'prayer', limit: '100' })).items.map(
        (i) => i.title,
      ),
    ).toEqual(expected.filter((title) => Number(title.slice(4)) % 20 === 3));
    // A word of the title, and a word nowhere.
    expect((await list(reader, { q: 'day 259' })).items.map((i) => i.title)).toEqual(['Day 259']);
    expect((await list(reader, { q: 'willow' })).items).toEqual([]);
    // The stats count every entry and open the prayers to find those that speak of an answer.
    const stats = await (await t.request('/api/journal/stats', { cookie: reader.cookie })).json();
    expect(stats.totalEntries).toBe(260);
  });

  it('refuses a value moved from another row instead of showing it', async () => {
    const mover = await t.createUser({ premium: true });
    const first = await write(mover, { title: 'First', content: 'ossifrage words' });
    const second = await write(mover, { title: 'Second', content: 'two' });
    await t.database.sql(
      'update journal_entries set content = (select content from journal_entries where id = $1) where id = $2',
      [first.id, second.id],
    );
    const response = await t.request(`/api/journal/${second.id}`, { cookie: mover.cookie });
    expect(response.status).toBe(500);
    expect(await response.text()).not.toContain('ossifrage');
  });
});

describe('the start-up step', () => {
  it('seals every row still in plain text, logs the count, and finds nothing the second time', async () => {
    const owner = await t.createUser({ premium: true });
    const ids = await writePlain(owner, 5, 'juniper');
    logged.length = 0;
    expect(await sealJournalAtStart(t.journal, logger)).toBeGreaterThanOrEqual(5);
    expect(logged).toContainEqual(
      expect.objectContaining({
        msg: 'journal entries encrypted at rest',
        count: expect.any(Number),
      }),
    );
    for (const id of ids) {
      const row = await rawRow(id);
      expect(row.whole).not.toContain('juniper');
      expect(row.title).toMatch(/^enc:v1:/);
    }
    // Content unchanged when read through the API.
    const page = await list(owner, { limit: '10' });
    expect(page.items.map((item) => item.title)).toEqual(
      [4, 3, 2, 1, 0].map((i) => `Old juniper ${i}`),
    );
    const first = await (
      await t.request(`/api/journal/${ids[0]}`, { cookie: owner.cookie })
    ).json();
    expect(first).toMatchObject({
      content: 'Written long ago about juniper, number 0',
      scripture: 'Psalm 121:1',
      tags: ['legacy', 'juniper'],
      answerNote: 'answered juniper',
    });
    expect((await list(owner, { q: 'long ago' })).items).toHaveLength(5);

    logged.length = 0;
    expect(await sealJournalAtStart(t.journal, logger)).toBe(0);
    expect(logged).toEqual([]);
  });

  it('refuses to start when words are sealed with a key that is not configured', async () => {
    const stranger = createKeyring(randomBytes(32));
    const owner = await t.createUser({ premium: true });
    const id = randomUUID();
    await t.db.insert(journalEntries).values({
      id,
      userId: owner.id,
      ...sealWords(stranger, { id, userId: owner.id }, { title: 'x', content: 'y' }),
      localDate: '2025-01-01',
    });
    try {
      await expect(sealJournalAtStart(t.journal, logger)).rejects.toThrow(JournalKeyMissingError);
      await expect(sealJournalAtStart(t.journal, logger)).rejects.toThrow(stranger.current.id);
    } finally {
      await t.database.sql('delete from journal_entries where id = $1', [id]);
    }
  });
});

describe('key rotation', () => {
  it('re-seals every row under the current key; rows under the previous key stay readable until then', async () => {
    const owner = await t.createUser({ premium: true });
    const before = createKeyring(oldKey);
    const id = randomUUID();
    await t.db.insert(journalEntries).values({
      id,
      userId: owner.id,
      ...sealWords(
        before,
        { id, userId: owner.id },
        { title: 'Kept', content: 'under the old key' },
      ),
      localDate: '2025-01-01',
    });
    const readBefore = await (
      await t.request(`/api/journal/${id}`, { cookie: owner.cookie })
    ).json();
    expect(readBefore.content).toBe('under the old key');
    expect(await keyIdsInUse(t.journal)).toContain(keyIdOf(oldKey));

    const { sealed, skipped } = await sealRows(t.journal, 'rotate');
    expect(sealed).toBeGreaterThanOrEqual(1);
    expect(skipped).toBe(0);
    expect(await keyIdsInUse(t.journal)).toEqual([keyIdOf(currentKey)]);
    expect((await rawRow(id)).content).toMatch(new RegExp(`^enc:v1:${keyIdOf(currentKey)}:`));
    const readAfter = await (
      await t.request(`/api/journal/${id}`, { cookie: owner.cookie })
    ).json();
    expect(readAfter).toMatchObject({ title: 'Kept', content: 'under the old key' });
    expect(await sealRows(t.journal, 'rotate')).toEqual({ sealed: 0, skipped: 0 });
  });
});
