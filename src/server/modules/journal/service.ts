import { and, count, desc, eq, gte, ilike, isNotNull, lte, or, sql } from 'drizzle-orm';
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
import type { Db } from '@server/db/connection';
import { journalEntries } from '@server/db/schema/journal';
import { notFound } from '@server/http/app-error';
import type { Viewer } from '@server/http/env';
import { afterCursor, containsPattern, cursorKey, toPage } from '@server/http/pagination';
import { todayFor } from '@server/lib/today';

// Every query here is scoped to the author: another person's entry is indistinguishable from one
// that does not exist (404).

const columns = {
  id: journalEntries.id,
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
  createdAt: Date;
  updatedAt: Date;
  answeredAt: Date | null;
  cursorKey: string;
};

const toEntry = (row: Row) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  answeredAt: row.answeredAt?.toISOString() ?? null,
});

const ownedBy = (viewer: Viewer, id: string) =>
  and(eq(journalEntries.id, id), eq(journalEntries.userId, viewer.id));
const missing = () => notFound('That journal entry');

export async function listEntries(
  db: Db,
  viewer: Viewer,
  query: JournalListQuery & { limit: number },
) {
  const pattern = query.q ? containsPattern(query.q) : undefined;
  const rows = await db
    .select(columns)
    .from(journalEntries)
    .where(
      and(
        eq(journalEntries.userId, viewer.id),
        afterCursor(query.cursor, journalEntries.createdAt, journalEntries.id),
        pattern
          ? or(ilike(journalEntries.title, pattern), ilike(journalEntries.content, pattern))
          : undefined,
        query.category ? eq(journalEntries.category, query.category) : undefined,
        query.mood ? eq(journalEntries.mood, query.mood) : undefined,
      ),
    )
    .orderBy(desc(journalEntries.createdAt), desc(journalEntries.id))
    .limit(query.limit + 1);
  return toPage(
    (rows as Row[]).map((row) => ({ ...toEntry(row), cursorKey: row.cursorKey })),
    query.limit,
  );
}

export async function getEntry(db: Db, viewer: Viewer, id: string): Promise<JournalEntry> {
  const [row] = await db.select(columns).from(journalEntries).where(ownedBy(viewer, id)).limit(1);
  if (!row) throw missing();
  const { cursorKey: _, ...entry } = toEntry(row as Row);
  return entry;
}

export async function createEntry(db: Db, viewer: Viewer, input: JournalEntryInput) {
  const { timeZone, ...values } = journalEntryInput.parse(input);
  const { today } = todayFor({ timeZone, storedTimeZone: viewer.timezone });
  const [row] = await db
    .insert(journalEntries)
    .values({ ...values, userId: viewer.id, localDate: today })
    .returning({ id: journalEntries.id });
  return getEntry(db, viewer, row!.id);
}

export async function updateEntry(db: Db, viewer: Viewer, id: string, input: JournalEntryUpdate) {
  const values = journalEntryUpdate.parse(input);
  const updated = await db
    .update(journalEntries)
    .set(values)
    .where(ownedBy(viewer, id))
    .returning({ id: journalEntries.id });
  if (updated.length === 0) throw missing();
  return getEntry(db, viewer, id);
}

export async function deleteEntry(db: Db, viewer: Viewer, id: string) {
  const deleted = await db
    .delete(journalEntries)
    .where(ownedBy(viewer, id))
    .returning({ id: journalEntries.id });
  if (deleted.length === 0) throw missing();
}

/** "Mark as answered" with an optional note of how; null clears it. */
export async function setAnswered(
  db: Db,
  viewer: Viewer,
  id: string,
  answered: { note?: string | null } | null,
) {
  const updated = await db
    .update(journalEntries)
    .set(
      answered
        ? { answeredAt: new Date(), answerNote: answered.note || null }
        : { answeredAt: null, answerNote: null },
    )
    .where(ownedBy(viewer, id))
    .returning({ id: journalEntries.id });
  if (updated.length === 0) throw missing();
  return getEntry(db, viewer, id);
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
  db: Db,
  viewer: Viewer,
  timeZone?: string,
  now = new Date(),
): Promise<JournalStats> {
  const { today } = todayFor({ timeZone, storedTimeZone: viewer.timezone }, now);
  const mine = eq(journalEntries.userId, viewer.id);
  const answered = and(
    eq(journalEntries.category, 'prayer'),
    or(
      isNotNull(journalEntries.answeredAt),
      ilike(journalEntries.content, '%answered%'),
      ilike(journalEntries.content, '%blessing%'),
    ),
  );
  const [totals] = await db
    .select({
      total: count(),
      week: sql<number>`count(*) filter (where ${journalEntries.localDate} between ${addDays(today, -6)} and ${today})`,
      answered: sql<number>`count(*) filter (where ${answered})`,
    })
    .from(journalEntries)
    .where(mine);
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
    answeredPrayers: Number(totals?.answered ?? 0),
    streak: streakFrom(
      days.map((row) => row.day),
      today,
    ),
    today,
  };
}
