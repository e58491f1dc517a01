import {
  widgetExcerptLength,
  widgetSizes,
  type FeaturedPsalm,
  type TodayPsalm,
  type WidgetData,
} from '@contracts/psalms';
import type { Db } from '@server/db/connection';
import type { Viewer } from '@server/http/env';
import { todayFor } from '@server/lib/today';
import { featuredPsalms, psalmText, readersPsalm } from './queries';

// What members and widgets read, on the reader's local date: the zone their client reports, else
// their profile's, else UTC (docs/decisions/008 and 009).

const readersDate = (viewer: Viewer | null, timeZone?: string) =>
  todayFor({ timeZone, storedTimeZone: viewer?.timezone }).today;

/** Today's psalm for a reader (null when there is none they may open), with the date it is for. */
export async function todaysPsalm(db: Db, viewer: Viewer, timeZone?: string): Promise<TodayPsalm> {
  const date = readersDate(viewer, timeZone);
  const row = await readersPsalm(db, date);
  const psalm = row && {
    id: row.id,
    title: row.title,
    psalmDate: row.psalmDate!,
    psalmTheme: row.psalmTheme,
    text: psalmText(row),
    audioUrl: row.audioUrl,
    audioGenerated: row.audioGenerated,
    createdAt: row.createdAt.toISOString(),
  };
  return { date, psalm };
}

/** The featured psalms of a reader's date. */
export async function featuredFor(
  db: Db,
  viewer: Viewer,
  timeZone?: string,
): Promise<FeaturedPsalm[]> {
  return featuredPsalms(db, readersDate(viewer, timeZone));
}

const formatDuration = (minutes: number) => (minutes > 0 ? `${minutes}:00` : '2:30');

/** The widget's view of the psalm of `date` (widgets poll anonymously: UTC unless they send a zone). */
export async function latestContent(db: Db, date: string): Promise<WidgetData | null> {
  const row = await readersPsalm(db, date);
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
