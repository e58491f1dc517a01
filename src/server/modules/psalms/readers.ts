import type { Language } from '@contracts/enums';
import {
  widgetExcerptLength,
  widgetSizes,
  type FeaturedPsalm,
  type TodayPsalm,
  type WidgetData,
} from '@contracts/psalms';
import { addDays, mondayOf } from '@contracts/time';
import type { Db } from '@server/db/connection';
import type { Viewer } from '@server/http/env';
import { todayFor } from '@server/lib/today';
import { createSharedAnswers } from '@server/modules/content';
import type { EventBus } from '@server/realtime/bus';
import { featuredPsalms, psalmText, readersPsalm } from './queries';

// What members and widgets read, on the reader's local date: the zone their client reports, else
// their profile's, else UTC (docs/decisions/008 and 009).

const readersDate = (viewer: Viewer | null, timeZone?: string) =>
  todayFor({ timeZone, storedTimeZone: viewer?.timezone }).today;

/**
 * The psalm of a day and language and the featured ones, which every member who shares them reads
 * (at 07:00, all at once): read once and kept until content changes (decision 162).
 */
export function createPsalmDays(db: Db, bus: EventBus) {
  const psalms = createSharedAnswers<Awaited<ReturnType<typeof readersPsalm>>>(bus);
  const featured = createSharedAnswers<FeaturedPsalm[]>(bus);
  return {
    psalm: (date: string, language: Language) =>
      psalms(`${date}|${language}`, () => readersPsalm(db, date, language)),
    featured: (date: string, language: Language) =>
      featured(`${date}|${language}`, () => featuredPsalms(db, date, language)),
  };
}

export type PsalmDays = ReturnType<typeof createPsalmDays>;

/**
 * Today's psalm for a reader (null when there is none they may open), with the date it is for: the
 * one in their profile's language, else the English one (docs/decisions/031).
 */
export async function todaysPsalm(
  days: PsalmDays,
  viewer: Viewer,
  timeZone?: string,
): Promise<TodayPsalm> {
  const date = readersDate(viewer, timeZone);
  const row = await days.psalm(date, viewer.language);
  const psalm = row && {
    id: row.id,
    title: row.title,
    psalmDate: row.psalmDate!,
    psalmTheme: row.psalmTheme,
    language: row.language,
    text: psalmText(row),
    audioUrl: row.audioUrl,
    audioGenerated: row.audioGenerated,
    readBy: row.audioReadBy,
    audioPremiumOnly: false,
    createdAt: row.createdAt.toISOString(),
  };
  return { date, psalm };
}

/**
 * The psalms of a reader's week so far (offline downloads, decision 064): Monday to their today,
 * each day's as today's psalm was found on it (their language, else English; only what they may
 * open), oldest first. Days without one are left out.
 */
export async function psalmsOfWeek(db: Db, viewer: Viewer, timeZone?: string) {
  const today = readersDate(viewer, timeZone);
  const start = mondayOf(today);
  const days: string[] = [];
  for (let day = start; day <= today; day = addDays(day, 1)) days.push(day);
  const rows = await Promise.all(days.map((day) => readersPsalm(db, day, viewer.language)));
  const psalms = rows.flatMap((row) =>
    row
      ? [{ id: row.id, title: row.title, audioUrl: row.audioUrl, psalmDate: row.psalmDate! }]
      : [],
  );
  return { start, today, psalms };
}

/** The featured psalms of a reader's date, in their language (else English, day by day). */
export async function featuredFor(
  days: PsalmDays,
  viewer: Viewer,
  timeZone?: string,
): Promise<FeaturedPsalm[]> {
  return days.featured(readersDate(viewer, timeZone), viewer.language);
}

const formatDuration = (minutes: number) => (minutes > 0 ? `${minutes}:00` : '2:30');

/**
 * The widget's view of the psalm of `date` (widgets poll anonymously: UTC unless they send a zone;
 * English unless a signed-in member's language is another).
 */
export async function latestContent(
  db: Db,
  date: string,
  language: Language = 'en',
): Promise<WidgetData | null> {
  const row = await readersPsalm(db, date, language);
  if (!row) return null;
  return {
    widgetId: 'daily-psalm',
    title: row.title,
    content: psalmText(row).slice(0, widgetExcerptLength),
    audioUrl: row.audioUrl,
    date: row.psalmDate!,
    duration: formatDuration(row.durationMinutes),
    sizes: widgetSizes.map((size) => ({ ...size })),
  };
}
