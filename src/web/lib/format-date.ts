import { intlLocale } from './i18n/translate';
import { memoized } from './hydration-memo';
import { renderContext } from './render-context';

/**
 * Date and time formatting for people, through the browser's Intl (no locale data shipped; follows
 * the app's locale). Times are shown in the reader's own time zone.
 */
type DateInput = Date | string | number;

/** Intl's formatter in the app's language and, on the server, the reader's zone (the browser's own is the default). */
function dateFormat(options: Intl.DateTimeFormatOptions) {
  const timeZone = renderContext()?.timeZone;
  const locale = intlLocale();
  return {
    format(value: Date): string {
      // Hydration reuses the server's text (hydration-memo.ts): the first Intl call is a long task.
      // No format here shows seconds, so the minute names the text ("now" on both sides too).
      const key = `${locale}|${JSON.stringify(options)}|${Math.floor(value.getTime() / 60_000)}`;
      return memoized(key, () =>
        new Intl.DateTimeFormat(locale, timeZone ? { ...options, timeZone } : options).format(
          value,
        ),
      );
    },
  };
}

function toDate(value: DateInput): Date {
  return value instanceof Date ? value : new Date(value);
}

function startOfDay(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

const dayMs = 86_400_000;

/** Whole calendar days from `value` to today (0: today, 1: yesterday). */
export function daysAgo(value: DateInput, now: Date = new Date()): number {
  return Math.round((startOfDay(now) - startOfDay(toDate(value))) / dayMs);
}

/** 001 §2 journal: "Today", "Yesterday", or "MMM d, yyyy" (Mar 4, 2026). */
export function formatDayLabel(
  value: DateInput,
  labels: { today: string; yesterday: string },
): string {
  const days = daysAgo(value);
  if (days === 0) return labels.today;
  if (days === 1) return labels.yesterday;
  return formatShortDate(value);
}

/** "Mar 4, 2026". */
export function formatShortDate(value: DateInput): string {
  return dateFormat({
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(toDate(value));
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
  const format = new Intl.RelativeTimeFormat(intlLocale(), { numeric: 'auto' });
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
