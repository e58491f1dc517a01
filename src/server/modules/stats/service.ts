import { and, count, desc, gte, inArray, lt, sql } from 'drizzle-orm';
import type { StatsDay, StatsQuery, StatsReport } from '@contracts/stats';
import type { Language } from '@contracts/languages';
import { seededItemTexts } from '@contracts/seeder';
import { addDays } from '@contracts/time';
import type { Db } from '@server/db/connection';
import { content, userProgress } from '@server/db/schema/content';
import { profiles } from '@server/db/schema/profiles';
import { workflowSessions } from '@server/db/schema/workflows';

// The Stats tab (000 §9: a 7-day window, the top 5 played items, a bar chart of the days). Every
// window figure is a range scan of an index on created_at / started_at (migration 0003), so its cost
// follows the rows inside the window, not all progress ever recorded (bench/stats.ts).

const utcToday = (now: Date) => now.toISOString().slice(0, 10);

/** The window asked for, or the 7 days ending today (UTC). */
export function statsWindow(query: StatsQuery, now = new Date()) {
  const to = query.to ?? (query.from ? addDays(query.from, 6) : utcToday(now));
  const from = query.from ?? addDays(to, -6);
  return { from, to };
}

const dayOf = (column: typeof userProgress.createdAt | typeof workflowSessions.startedAt) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

/** Members, content, published and workflow sessions ever started. */
export async function statsTotals(db: Db) {
  const [members] = await db.select({ n: count() }).from(profiles);
  const [items] = await db
    .select({
      n: count(),
      published: sql<number>`count(*) filter (where ${content.isPublished})::int`,
    })
    .from(content);
  const [sessions] = await db.select({ n: count() }).from(workflowSessions);
  return {
    members: members?.n ?? 0,
    content: items?.n ?? 0,
    published: Number(items?.published ?? 0),
    sessions: sessions?.n ?? 0,
  };
}

/** Plays, completions and minutes per UTC day in [start, end). */
export function playsByDay(db: Db, start: Date, end: Date) {
  return db
    .select({
      date: dayOf(userProgress.createdAt),
      plays: count(),
      completions: count(userProgress.completedAt),
      // What was heard when the play had audio (also a play paused part way), else the reading
      // session's minutes from start to completion.
      listenedMs: sql<number>`coalesce(sum(case when ${userProgress.listenedMs} > 0 then ${userProgress.listenedMs}::bigint else coalesce(${userProgress.sessionDurationMinutes}, 0)::bigint * 60000 end), 0)::float8`,
    })
    .from(userProgress)
    .where(and(gte(userProgress.createdAt, start), lt(userProgress.createdAt, end)))
    .groupBy(dayOf(userProgress.createdAt));
}

/** Workflow sessions started per UTC day in [start, end). */
export function sessionsByDay(db: Db, start: Date, end: Date) {
  return db
    .select({ date: dayOf(workflowSessions.startedAt), n: count() })
    .from(workflowSessions)
    .where(and(gte(workflowSessions.startedAt, start), lt(workflowSessions.startedAt, end)))
    .groupBy(dayOf(workflowSessions.startedAt));
}

/**
 * The five items played most in [start, end), with their titles: a starter item's in the language
 * the report is read in (decision 152), since Stats is read, not edited.
 */
export async function topPlayed(db: Db, start: Date, end: Date, language: Language = 'en') {
  const top = await db
    .select({ contentId: userProgress.contentId, plays: count() })
    .from(userProgress)
    .where(and(gte(userProgress.createdAt, start), lt(userProgress.createdAt, end)))
    .groupBy(userProgress.contentId)
    .orderBy(desc(count()), userProgress.contentId)
    .limit(5);
  const titles = top.length
    ? await db
        .select({ id: content.id, title: content.title, description: content.description })
        .from(content)
        .where(
          inArray(
            content.id,
            top.map((row) => row.contentId),
          ),
        )
    : [];
  const titleOf = new Map(titles.map((row) => [row.id, seededItemTexts(row, language).title]));
  return top.map((row) => ({
    contentId: row.contentId,
    title: titleOf.get(row.contentId) ?? 'Deleted content',
    plays: row.plays,
  }));
}

export async function statsReport(
  db: Db,
  query: StatsQuery,
  now = new Date(),
  language: Language = 'en',
) {
  const { from, to } = statsWindow(query, now);
  const start = new Date(`${from}T00:00:00Z`);
  const end = new Date(`${addDays(to, 1)}T00:00:00Z`);
  const totals = await statsTotals(db);
  const playDays = await playsByDay(db, start, end);
  const sessionDays = await sessionsByDay(db, start, end);
  const topContent = await topPlayed(db, start, end, language);

  const plays = new Map(playDays.map((row) => [row.date, row]));
  const started = new Map(sessionDays.map((row) => [row.date, row.n]));
  const days: StatsDay[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const row = plays.get(date);
    days.push({
      date,
      plays: row?.plays ?? 0,
      completions: row?.completions ?? 0,
      workflowSessions: started.get(date) ?? 0,
    });
  }
  const sum = (pick: (day: StatsDay) => number) => days.reduce((n, day) => n + pick(day), 0);

  return {
    totals,
    window: {
      from,
      to,
      plays: sum((day) => day.plays),
      completions: sum((day) => day.completions),
      minutes: Math.round(playDays.reduce((n, row) => n + Number(row.listenedMs), 0) / 60_000),
      workflowSessions: sum((day) => day.workflowSessions),
    },
    topContent,
    days,
  } satisfies StatsReport;
}
