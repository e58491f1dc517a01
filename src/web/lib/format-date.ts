import { intlLocale } from './i18n/translate';
import { memoized, memoizedOptional } from './hydration-memo';
import { keptFormatter } from './kept-formatters';
import { renderContext } from './render-context';

/**
 * Date and time formatting for people, through the browser's Intl (no locale data shipped; follows
 * the app's locale). Times are shown in the reader's own time zone.
 */
type DateInput = Date | string | number;

/**
 * Intl's formatter in the app's language and the zone dates are written in (below), or in UTC for
 * a calendar day, which names the same day in every zone.
 */
function dateFormat(options: Intl.DateTimeFormatOptions, timeZone = zoneWrittenIn()) {
  const locale = intlLocale();
  const formatterKey = `${locale}|${timeZone}|${JSON.stringify(options)}`;
  return {
    format(value: Date): string {
      // Hydration reuses the server's text (hydration-memo.ts): the first Intl call is a long task.
      // No format here shows seconds, so the minute names the text ("now" on both sides too).
      const key = `${formatterKey}|${Math.floor(value.getTime() / 60_000)}`;
      return memoized(key, () =>
        keptFormatter(
          formatterKey,
          () => new Intl.DateTimeFormat(locale, timeZone ? { ...options, timeZone } : options),
        ).format(value),
      );
    },
  };
}

/**
 * The zone dates are written in. On the server: the reader's, else the server's own. While the
 * page hydrates: the zone the server wrote in, so a text redrawn after the minute turned (today's
 * date on the dashboard) still matches the HTML when the device sits in another zone. Afterwards:
 * the device's (undefined).
 */
function zoneWrittenIn(): string | undefined {
  return memoizedOptional('dateZone', () => {
    const rendering = renderContext();
    if (!rendering) return undefined;
    return (
      rendering.timeZone ?? (serverZone ??= new Intl.DateTimeFormat().resolvedOptions().timeZone)
    );
  });
}

let serverZone: string | undefined;

function toDate(value: DateInput): Date {
  return value instanceof Date ? value : new Date(value);
}

/**
 * A calendar date of the API (YYYY-MM-DD: a psalm's date, the day a journal entry was written) as
 * an instant at UTC midnight, to be formatted in UTC: the same day wherever the page is drawn.
 */
function calendarDay(key: string): Date {
  const [year = 1970, month = 1, day = 1] = key.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day));
}

const dayKeyShape = /^\d{4}-\d{2}-\d{2}$/;

/** The calendar day `days` after `key`, as YYYY-MM-DD. */
function shiftDay(key: string, days: number): string {
  const date = calendarDay(key);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Today in the zone dates are written in, as YYYY-MM-DD. */
function todayKey(): string {
  const timeZone = zoneWrittenIn();
  if (!timeZone) return localDateKey();
  // en-CA writes dates as YYYY-MM-DD.
  return keptFormatter(
    `day|${timeZone}`,
    () => new Intl.DateTimeFormat('en-CA', { timeZone }),
  ).format(new Date());
}

const shortDate: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric' };

/** 001 §2 journal: a calendar day (YYYY-MM-DD) as "Today", "Yesterday", or "MMM d, yyyy" (Mar 4, 2026). */
export function formatDayLabel(key: string, labels: { today: string; yesterday: string }): string {
  // Hydration keeps the server's label, though it may have counted before midnight.
  return memoized(`day|${labels.today}|${key}`, () => {
    const today = todayKey();
    if (key === today) return labels.today;
    if (key === shiftDay(today, -1)) return labels.yesterday;
    return formatDayShort(key);
  });
}

/** A calendar day (YYYY-MM-DD) as "Mar 4, 2026". */
export function formatDayShort(key: string): string {
  if (!dayKeyShape.test(key)) return key;
  return dateFormat(shortDate, 'UTC').format(calendarDay(key));
}

/** A calendar day (YYYY-MM-DD) as "March 4, 2026". */
export function formatDayLong(key: string): string {
  if (!dayKeyShape.test(key)) return key;
  return dateFormat({ dateStyle: 'long' }, 'UTC').format(calendarDay(key));
}

/** "Mar 4, 2026". */
export function formatShortDate(value: DateInput): string {
  return dateFormat(shortDate).format(toDate(value));
}

/** "March 4, 2026". */
export function formatLongDate(value: DateInput): string {
  return dateFormat({ dateStyle: 'long' }).format(toDate(value));
}

/** "Wednesday, March 4". */
export function formatWeekdayDate(value: DateInput): string {
  return dateFormat({
    weekday: 'long',
    month: 'long',
    day: 'numeric',
  }).format(toDate(value));
}

/** "9:05 AM". */
export function formatTime(value: DateInput): string {
  return dateFormat({ timeStyle: 'short' }).format(toDate(value));
}

/** "5 minutes ago", "yesterday", "3 weeks ago". */
export function formatTimeAgo(value: DateInput, now: Date = new Date()): string {
  const time = toDate(value).getTime();
  // Hydration shows what the server wrote ("now"), even if a second has passed since.
  return memoized(`ago|${intlLocale()}|${time}`, () => timeAgo(time, now));
}

function timeAgo(time: number, now: Date): string {
  const seconds = Math.round((time - now.getTime()) / 1000);
  const locale = intlLocale();
  const format = keptFormatter(
    `ago|${locale}`,
    () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }),
  );
  const steps: [Intl.RelativeTimeFormatUnit, number][] = [
    ['second', 60],
    ['minute', 60],
    ['hour', 24],
    ['day', 7],
    ['week', 4.345],
    ['month', 12],
  ];
  let amount = seconds;
  for (const [unit, size] of steps) {
    if (Math.abs(amount) < size) return format.format(Math.round(amount), unit);
    amount /= size;
  }
  return format.format(Math.round(amount), 'year');
}

/** The reader's local calendar date as YYYY-MM-DD (the API's "today"). */
export function localDateKey(value: DateInput = new Date()): string {
  const date = toDate(value);
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** "Mar 4, 2026, 9:05 AM" in the reader's language and zone (logs, audit trails). */
export function formatDateTime(value: DateInput): string {
  return dateFormat({ dateStyle: 'medium', timeStyle: 'short' }).format(toDate(value));
}
