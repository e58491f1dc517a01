import { z } from 'zod';

// Building an Intl.DateTimeFormat is costly; one per zone is kept.
const formatters = new Map<string, Intl.DateTimeFormat | null>();

function formatterFor(zone: string) {
  let formatter = formatters.get(zone);
  if (formatter === undefined) {
    try {
      formatter = new Intl.DateTimeFormat('en-CA', {
        timeZone: zone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      });
    } catch {
      formatter = null;
    }
    if (formatters.size < 1000) formatters.set(zone, formatter);
  }
  return formatter;
}

/** Whether the runtime knows this IANA time zone name. */
export function isTimeZone(value: string) {
  return formatterFor(value) !== null;
}

export const timeZone = z.string().max(64).refine(isTimeZone, 'Unknown time zone');

/** The calendar date (YYYY-MM-DD) of an instant in a time zone. */
export function localDateIn(zone: string, instant: Date = new Date()) {
  if (zone === 'UTC') return instant.toISOString().slice(0, 10);
  const formatter = formatterFor(zone);
  if (!formatter) throw new RangeError(`Unknown time zone ${zone}`);
  return formatter.format(instant);
}

/** A YYYY-MM-DD date moved by whole days. */
export function addDays(date: string, days: number) {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The Monday (ISO 8601 weeks) of the week holding a YYYY-MM-DD date. */
export const mondayOf = (date: string) =>
  addDays(date, -((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7));
