import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, gte, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import {
  journalEntryInput,
  journalEntryUpdate,
  type JournalEntry,
  type JournalEntryInput,
  type JournalEntryUpdate,
  type JournalListQuery,
  type JournalStats,
} from '@contracts/journal';
import { addDays } from '@contracts/time';
import { journalEntries } from '@server/db/schema/journal';
import { notFound } from '@server/http/app-error';
import type { Viewer } from '@server/http/env';
import { afterCursor, cursorKey, toPage } from '@server/http/pagination';
import { todayFor } from '@server/lib/today';
import { openColumn, openWords, sealWords, type JournalStore } from './sealing';

// Every query here is scoped to the author: another person's entry is indistinguishable from one
// that does not exist (404). The words are sealed in the table (decision 018): every function here
// takes and returns them in plain text, so other modules (the data export) call these.

const columns = {
  id: journalEntries.id,
  userId: journalEntries.userId,
  title: journalEntries.title,
  content: journalEntries.content,
  scripture: journalEntries.scripture,
  category: journalEntries.category,
  mood: journalEntries.mood,
  tags: journalEntries.tags,
  isPrivate: journalEntries.isPrivate,
  localDate: journalEntries.localDate,
  createdAt: journalEntries.createdAt,
  updatedAt: journalEntries.updatedAt,
  answeredAt: journalEntries.answeredAt,
  answerNote: journalEntries.answerNote,
  cursorKey: cursorKey(journalEntries.createdAt),
};

type Row = Omit<JournalEntry, 'createdAt' | 'updatedAt' | 'answeredAt'> & {
  userId: string;
  createdAt: Date;
  updatedAt: Date;
  answeredAt: Date | null;
  cursorKey: string;
};

/**
 * A stored row as the API shows it: words opened, times as ISO strings. Built field by field, so
 * nothing but the contract's fields (not the owner, not the cursor) can reach an answer.
 */
function toEntry(keys: JournalStore['keys'], row: Row): JournalEntry {
  const opened = openWords(keys, row);
  return {
    id: row.id,
    title: opened.title,
    content: opened.content,
    scripture: opened.scripture,
    category: row.category,
    mood: row.mood,
    tags: opened.tags,
    isPrivate: row.isPrivate,
    localDate: row.localDate,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
    answerNote: opened.answerNote,
  };
}

const ownedBy = (viewer: Viewer, id: string) =>
  and(eq(journalEntries.id, id), eq(journalEntries.userId, viewer.id));
const missing = () => notFound('That journal entry');

/** The rows after `row` in newest-first order (its created_at as PostgreSQL's text keeps microseconds). */
const olderThan = (row: Row) =>
  sql`(${journalEntries.createdAt}, ${journalEntries.id}) < (${row.cursorKey}::timestamptz, ${row.id}::uuid)`;

/** How many rows a search opens at a time while it looks for a page of matches. */
const searchBatch = 200;

/** Search as ILIKE did before the words were sealed: the text anywhere, in any case. */
const folded = (text: string) => text.normalize('NFC').toLowerCase();

/**
 * A page of the viewer's entries, newest first. Category and mood filter in SQL; the search cannot
 * (the words are sealed), so it opens the member's rows newest first in batches after the cursor
 * and keeps those whose title or content holds the words, until a page and one more are found. The
 * cursor stays the last returned row's, so paging works as before (decision 018).
 */
export async function listEntries(
  { db, keys }: JournalStore,
  viewer: Viewer,
  query: JournalListQuery & { limit: number },
) {
  const filters = and(
    eq(journalEntries.userId, viewer.id),
    query.category ? eq(journalEntries.category, query.category) : undefined,
    query.mood ? eq(journalEntries.mood, query.mood) : undefined,
  );
  const batch = (after: SQL | undefined, size: number) =>
    db
      .select(columns)
      .from(journalEntries)
      .where(and(filters, after))
      .orderBy(desc(journalEntries.createdAt), desc(journalEntries.id))
      .limit(size) as Promise<Row[]>;
  const withCursor = (row: Row) => ({ ...toEntry(keys, row), cursorKey: row.cursorKey });
  const first = afterCursor(query.cursor, journalEntries.createdAt, journalEntries.id);
  if (!query.q) return toPage((await batch(first, query.limit + 1)).map(withCursor), query.limit);

  const needle = folded(query.q);
  const found: ReturnType<typeof withCursor>[] = [];
  let after = first;
  for (;;) {
    const rows = await batch(after, searchBatch);
    for (const row of rows) {
      const entry = withCursor(row);
      if (folded(entry.title).includes(needle) || folded(entry.content).includes(needle))
        found.push(entry);
      if (found.length > query.limit) return toPage(found, query.limit);
    }
    const last = rows.at(-1);
    if (!last || rows.length < searchBatch) return toPage(found, query.limit);
    after = olderThan(last);
  }
}

export async function getEntry(
  store: JournalStore,
  viewer: Viewer,
  id: string,
): Promise<JournalEntry> {
  const [row] = await store.db
    .select(columns)
    .from(journalEntries)
    .where(ownedBy(viewer, id))
    .limit(1);
  if (!row) throw missing();
  return toEntry(store.keys, row as Row);
}

export async function createEntry(store: JournalStore, viewer: Viewer, input: JournalEntryInput) {
  const { timeZone, ...values } = journalEntryInput.parse(input);
  const { today } = todayFor({ timeZone, storedTimeZone: viewer.timezone });
  // The id is chosen here, not by the database: the sealed words are bound to it.
  const id = randomUUID();
  await store.db.insert(journalEntries).values({
    ...sealWords(store.keys, { id, userId: viewer.id }, values),
    id,
    userId: viewer.id,
    localDate: today,
  });
  return getEntry(store, viewer, id);
}

export async function updateEntry(
  store: JournalStore,
  viewer: Viewer,
  id: string,
  input: JournalEntryUpdate,
) {
  const values = journalEntryUpdate.parse(input);
  const updated = await store.db
    .update(journalEntries)
    .set(sealWords(store.keys, { id, userId: viewer.id }, values))
    .where(ownedBy(viewer, id))
    .returning({ id: journalEntries.id });
  if (updated.length === 0) throw missing();
  return getEntry(store, viewer, id);
}

export async function deleteEntry({ db }: JournalStore, viewer: Viewer, id: string) {
  const deleted = await db
    .delete(journalEntries)
    .where(ownedBy(viewer, id))
    .returning({ id: journalEntries.id });
  if (deleted.length === 0) throw missing();
}

/**
 * Every entry a person wrote, newest first, in plain text and in batches (the data export reads
 * them this way, so a long journal is never held whole in memory).
 */
export async function* allEntriesOf({ db, keys }: JournalStore, userId: string, batchSize = 200) {
  let after: SQL | undefined;
  for (;;) {
    const rows = (await db
      .select(columns)
      .from(journalEntries)
      .where(and(eq(journalEntries.userId, userId), after))
      .orderBy(desc(journalEntries.createdAt), desc(journalEntries.id))
      .limit(batchSize)) as Row[];
    for (const row of rows) {
      yield toEntry(keys, row);
    }
    const last = rows.at(-1);
    if (!last || rows.length < batchSize) return;
    after = olderThan(last);
  }
}

/** "Mark as answered" with an optional note of how; null clears it. */
export async function setAnswered(
  store: JournalStore,
  viewer: Viewer,
  id: string,
  answered: { note?: string | null } | null,
) {
  const note = answered?.note || null;
  const updated = await store.db
    .update(journalEntries)
    .set(
      answered
        ? {
            answeredAt: new Date(),
            ...sealWords(store.keys, { id, userId: viewer.id }, { answerNote: note }),
          }
        : { answeredAt: null, answerNote: null },
    )
    .where(ownedBy(viewer, id))
    .returning({ id: journalEntries.id });
  if (updated.length === 0) throw missing();
  return getEntry(store, viewer, id);
}

/** Consecutive days with an entry, ending today or yesterday (0 otherwise). */
export function streakFrom(days: string[], today: string) {
  const set = new Set(days);
  let day = set.has(today) ? today : addDays(today, -1);
  let streak = 0;
  while (set.has(day)) {
    streak++;
    day = addDays(day, -1);
  }
  return streak;
}

/**
 * The four journal figures, in the person's local days: each entry counts on the day it was
 * written where its author was, so travelling does not break a streak.
 */
export async function journalStats(
  { db, keys }: JournalStore,
  viewer: Viewer,
  timeZone?: string,
  now = new Date(),
): Promise<JournalStats> {
  const { today } = todayFor({ timeZone, storedTimeZone: viewer.timezone }, now);
  const mine = eq(journalEntries.userId, viewer.id);
  const prayer = eq(journalEntries.category, 'prayer');
  const [totals] = await db
    .select({
      total: count(),
      week: sql<number>`count(*) filter (where ${journalEntries.localDate} between ${addDays(today, -6)} and ${today})`,
      marked: sql<number>`count(*) filter (where ${and(prayer, isNotNull(journalEntries.answeredAt))})`,
    })
    .from(journalEntries)
    .where(mine);
  // A prayer not marked answered still counts when its words speak of an answer or a blessing:
  // the words are sealed, so those prayers are opened here rather than matched in SQL.
  const openPrayers = await db
    .select({
      id: journalEntries.id,
      userId: journalEntries.userId,
      content: journalEntries.content,
    })
    .from(journalEntries)
    .where(and(mine, prayer, isNull(journalEntries.answeredAt)));
  const spokenOf = openPrayers.filter((row) =>
    /answered|blessing/i.test(openColumn(keys, row, 'content', row.content)),
  ).length;
  // Only the days that can still belong to a streak ending today: walk back from today.
  const days = await db
    .selectDistinct({ day: journalEntries.localDate })
    .from(journalEntries)
    .where(
      and(
        mine,
        lte(journalEntries.localDate, today),
        gte(journalEntries.localDate, addDays(today, -3660)),
      ),
    )
    .orderBy(desc(journalEntries.localDate));
  return {
    totalEntries: Number(totals?.total ?? 0),
    thisWeek: Number(totals?.week ?? 0),
    answeredPrayers: Number(totals?.marked ?? 0) + spokenOf,
    streak: streakFrom(
      days.map((row) => row.day),
      today,
    ),
    today,
  };
}
