import { and, eq, isNull, lte, not, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { allows } from '@server/auth/require-permission';
import { content } from '@server/db/schema/content';
import type { Viewer } from '@server/http/env';
import type { Language } from '@contracts/languages';
import { localDateIn } from '@contracts/time';
import { todayFor } from '@server/lib/today';

// The one rule of what a member may open (docs/decisions/009): the item is published and every date
// that holds it back (scheduled_for; a daily psalm's psalm_date) has come by the member's day.

/** The UTC date: the day content is released for everyone, and the day announcements speak of. */
export const utcDate = (now = new Date()) => localDateIn('UTC', now);

/**
 * The last day whose content a member on `localDate` may open: their own date, or the UTC date when
 * that is later. Readers east of UTC reach a day first (the psalm page reads by local date); nobody
 * is held behind the UTC release, so an announcement never names an item its reader cannot open.
 */
export function releasedThrough(localDate: string, now = new Date()) {
  const utc = utcDate(now);
  return localDate > utc ? localDate : utc;
}

/** A member's day: their local date (the zone the client sends, else the profile's, else UTC). */
export function memberDay(
  options: { timeZone?: string | null; storedTimeZone?: string | null },
  now = new Date(),
) {
  return releasedThrough(todayFor(options, now).today, now);
}

/** The day of a signed-in (or anonymous) viewer, optionally in the zone their client reports. */
export const viewerDay = (viewer: Viewer | null, timeZone?: string | null) =>
  memberDay({ timeZone, storedTimeZone: viewer?.timezone });

/** The rule as a query condition: what a member whose day is `day` may open. */
export function visibleOn(day: string | Placeholder): SQL {
  return and(
    eq(content.isPublished, true),
    or(isNull(content.scheduledFor), lte(content.scheduledFor, day)),
    // A daily psalm always has its date (a check constraint says so).
    or(not(content.isDailyPsalm), lte(content.psalmDate, day)),
  )!;
}

/**
 * Which daily psalms a reader's lists hold (decision 031): the ones in their language, and the
 * English one of a day that has none published in theirs; every other item whatever its language.
 * Without it a Portuguese reader's library held each day's psalm three times, in three languages. A
 * psalm in another language still opens at its address (a link shared in the community).
 */
export function inReadersLanguage(language: Language | Placeholder): SQL {
  return sql`(not ${content.isDailyPsalm} or ${content.language} = ${language} or (${content.language} = 'en' and not exists (
    select 1 from ${content} as same_day
    where same_day.is_daily_psalm and same_day.is_published
      and same_day.psalm_date = ${content.psalmDate} and same_day.language = ${language})))`;
}

export type VisibilityFields = {
  isPublished: boolean;
  scheduledFor: string | null;
  isDailyPsalm: boolean;
  psalmDate: string | null;
};

/** The same rule for one row (realtime announcements). */
export function isVisibleOn(row: VisibilityFields, day: string) {
  return (
    row.isPublished &&
    (row.scheduledFor === null || row.scheduledFor <= day) &&
    (!row.isDailyPsalm || (row.psalmDate !== null && row.psalmDate <= day))
  );
}

/** The day a published row that is held back by its dates opens to members; undefined otherwise. */
export function opensOn(row: VisibilityFields): string | undefined {
  if (!row.isPublished) return undefined;
  const dates = [row.scheduledFor, row.isDailyPsalm ? row.psalmDate : null].filter(
    (date): date is string => date !== null,
  );
  return dates.sort().at(-1);
}

/** Whether members may open the row now, by the UTC date (what a content.changed event says). */
export const isVisibleNow = (row: VisibilityFields, now = new Date()) =>
  isVisibleOn(row, utcDate(now));

/** The day a row is released on: the later of its holding dates, null when none holds it back. */
export const releaseDate = sql<
  string | null
>`greatest(${content.scheduledFor}, case when ${content.isDailyPsalm} then ${content.psalmDate} end)`;

/** Staff with the content permission see everything; everyone else only what is visible. */
const canSeeAllContent = (viewer: Viewer | null) => allows(viewer, 'content');

/** Whether a viewer's content queries carry the visibility rule (everyone but content staff). */
export const seesOnlyVisible = (viewer: Viewer | null) => !canSeeAllContent(viewer);

/** The condition a viewer's content queries carry: none for staff, the rule on their day else. */
export function visibilityFor(viewer: Viewer | null, timeZone?: string | null): SQL | undefined {
  return canSeeAllContent(viewer) ? undefined : visibleOn(viewerDay(viewer, timeZone));
}
