import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import {
  featuredExcerptLength,
  recentPsalmsCount,
  type FeaturedPsalm,
  type PsalmStats,
  type RecentPsalm,
} from '@contracts/psalms';
import type { Language } from '@contracts/enums';
import { addDays } from '@contracts/time';
import type { Db } from '@server/db/connection';
import { oncePerDatabase } from '@server/db/once-per-database';
import { content } from '@server/db/schema/content';
import { releasedThrough, utcDate, visibleOn } from '../content';

const dailyPsalm = eq(content.isDailyPsalm, true);
const published = eq(content.isPublished, true);

/**
 * The languages a reader's psalms may come in: theirs, and English on a day that has none in theirs
 * (docs/decisions/031).
 */
const readable = (language: Language) =>
  inArray(content.language, language === 'en' ? ['en'] : [language, 'en']);

/** The text a psalm is read from: the generated psalm, or the description of older rows. */
export const psalmText = (row: { generatedPsalm: string | null; description: string | null }) =>
  (row.generatedPsalm ?? row.description ?? '').trim();

/** A daily psalm as the Manual tab lists it (and as a save answers it). */
export const toRecentPsalm = (
  row: Pick<
    typeof content.$inferSelect,
    | 'id'
    | 'title'
    | 'psalmDate'
    | 'psalmTheme'
    | 'language'
    | 'createdAt'
    | 'audioUrl'
    | 'isPublished'
  >,
): RecentPsalm => ({
  id: row.id,
  title: row.title,
  psalmDate: row.psalmDate,
  psalmTheme: row.psalmTheme,
  language: row.language,
  createdAt: row.createdAt.toISOString(),
  audioUrl: row.audioUrl,
  isPublished: row.isPublished,
});

/** The five newest daily psalms for the Manual tab (drafts included: staff only). */
export async function recentPsalms(db: Db): Promise<RecentPsalm[]> {
  const rows = await db
    .select({
      id: content.id,
      title: content.title,
      psalmDate: content.psalmDate,
      psalmTheme: content.psalmTheme,
      language: content.language,
      createdAt: content.createdAt,
      audioUrl: content.audioUrl,
      isPublished: content.isPublished,
    })
    .from(content)
    .where(dailyPsalm)
    .orderBy(desc(content.createdAt))
    .limit(recentPsalmsCount);
  return rows.map(toRecentPsalm);
}

/**
 * Today's psalm for a reader: the latest of their local date that members may open (published and
 * not rescheduled to a later day: the one visibility rule, docs/decisions/009), in their language,
 * else in English.
 */
export async function readersPsalm(db: Db, date: string, language: Language = 'en') {
  const [row] = await readersPsalmOf(db).execute({
    date,
    language,
    through: releasedThrough(date),
  });
  return row ?? null;
}

/**
 * Every member asks for today's psalm with every page they open (the 07:00 spike): the statement is
 * prepared once per connection, as the library's (decision 029). Building it, every column of the
 * table and its visibility rule afresh was a quarter of the request's CPU.
 */
const readersPsalmOf = oncePerDatabase((db: Db) => {
  const language = sql.placeholder('language');
  return db
    .select()
    .from(content)
    .where(
      and(
        dailyPsalm,
        eq(content.psalmDate, sql.placeholder('date')),
        // readable(): theirs and English (twice for an English reader: the same list).
        inArray(content.language, [language, 'en']),
        visibleOn(sql.placeholder('through')),
      ),
    )
    .orderBy(sql`${content.language} = ${language} desc`, desc(content.createdAt))
    .limit(1)
    .prepare('psalms_readers_psalm');
});

/**
 * Featured psalms (001 §7): daily psalms of the last 30 days that members may open, latest first, at
 * most 20; today's first but the first of today's dropped (it is already on the page), then the rest.
 * Each day's are the reader's language's, or the English ones on a day that has none in theirs.
 */
export async function featuredPsalms(
  db: Db,
  today: string,
  language: Language = 'en',
): Promise<FeaturedPsalm[]> {
  const read = await db
    .select()
    .from(content)
    .where(
      and(
        dailyPsalm,
        readable(language),
        visibleOn(releasedThrough(today)),
        gte(content.psalmDate, addDays(today, -30)),
        sql`${content.psalmDate} <= ${today}`,
      ),
    )
    .orderBy(desc(content.psalmDate), desc(content.createdAt))
    // One published psalm per day and language (the unique index): 31 days of two languages.
    .limit(language === 'en' ? 20 : 100);
  const inTheirs = new Set(
    read.filter((row) => row.language === language).map((row) => row.psalmDate),
  );
  const rows = read
    .filter((row) => row.language === language || !inTheirs.has(row.psalmDate))
    .slice(0, 20);
  const todays = rows.filter((row) => row.psalmDate === today);
  const others = rows.filter((row) => row.psalmDate !== today);
  return [...todays.slice(1), ...others].map((row) => {
    const text = psalmText(row);
    return {
      id: row.id,
      title: row.title,
      psalmDate: row.psalmDate!,
      psalmTheme: row.psalmTheme,
      language: row.language,
      excerpt: text.slice(0, featuredExcerptLength),
      excerptIsPartial: text.length > featuredExcerptLength,
      audioUrl: row.audioUrl,
    };
  });
}

/**
 * Published psalms today, in the last 7 and 30 days, and the ten most recent days with their counts
 * (by the UTC date: the Admins tab speaks for everyone).
 */
export async function psalmStatistics(db: Db, today = utcDate()): Promise<PsalmStats> {
  const [totals] = await db
    .select({
      today: sql<number>`count(*) filter (where ${content.psalmDate} = ${today})`,
      last7Days: sql<number>`count(*) filter (where ${content.psalmDate} > ${addDays(today, -7)})`,
      last30Days: sql<number>`count(*) filter (where ${content.psalmDate} > ${addDays(today, -30)})`,
    })
    .from(content)
    .where(and(dailyPsalm, published, sql`${content.psalmDate} <= ${today}`));
  const days = await db
    .select({ date: content.psalmDate, count: sql<number>`count(*)` })
    .from(content)
    // Psalms saved ahead for future dates are not "recent": the list ends today, like the totals.
    .where(and(dailyPsalm, published, sql`${content.psalmDate} <= ${today}`))
    .groupBy(content.psalmDate)
    .orderBy(desc(content.psalmDate))
    .limit(10);
  return {
    today: Number(totals?.today ?? 0),
    last7Days: Number(totals?.last7Days ?? 0),
    last30Days: Number(totals?.last30Days ?? 0),
    recentDailyCounts: days.map((day) => ({ date: day.date!, count: Number(day.count) })),
  };
}

/** Daily psalms dated more than 30 days before today, which the cleanup removes. */
export const expiredPsalms = (today: string) =>
  and(dailyPsalm, lt(content.psalmDate, addDays(today, -30)))!;
