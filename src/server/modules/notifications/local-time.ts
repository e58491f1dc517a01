// Wall-clock arithmetic in IANA zones with Intl alone (no date library): what local date it is at
// an instant, and the first instant a zone's clock shows a given time on a given date. Daylight
// saving is why the second one is not a subtraction (docs/decisions/020).

const minuteMs = 60_000;
const dayMs = 24 * 60 * minuteMs;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string) {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    if (formatters.size < 1000) formatters.set(zone, formatter);
  }
  return formatter;
}

/** The zone's wall clock at an instant, as milliseconds of a UTC date with the same fields. */
export function wallClockMs(zone: string, instant: number) {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(zone).formatToParts(new Date(instant)))
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return Date.UTC(
    parts.year!,
    parts.month! - 1,
    parts.day!,
    parts.hour!,
    parts.minute!,
    parts.second!,
    new Date(instant).getUTCMilliseconds(),
  );
}

/** The zone's offset from UTC at an instant, in milliseconds (New York in winter: -5 h). */
const offsetAt = (zone: string, instant: number) => wallClockMs(zone, instant) - instant;

/** The local calendar date (YYYY-MM-DD) at an instant. */
export const localDate = (zone: string, instant: number) =>
  new Date(wallClockMs(zone, instant)).toISOString().slice(0, 10);

/** "HH:MM" (or "HH:MM:SS") as minutes after midnight. */
export function minuteOfDay(time: string) {
  const [hours, minutes] = time.split(':').map(Number);
  return hours! * 60 + minutes!;
}

/**
 * The first instant at which the zone's clock reads `minute` on `date` or later. An ordinary time is
 * simply converted; a time the clock shows twice (the autumn hour) gives its first occurrence; a
 * time the clock skips (the spring gap) gives the moment the clock jumps past it, so a reminder set
 * inside the gap comes when the gap ends instead of never.
 */
export function slotInstant(zone: string, date: string, minute: number) {
  const wall = Date.parse(`${date}T00:00:00Z`) + minute * minuteMs;
  // The zone's offsets around that day: every instant showing `wall` uses one of them.
  const offsets = new Set([
    offsetAt(zone, wall - dayMs),
    offsetAt(zone, wall),
    offsetAt(zone, wall + dayMs),
  ]);
  const candidates = [...offsets].map((offset) => wall - offset).sort((a, b) => a - b);
  const exact = candidates.find((instant) => wallClockMs(zone, instant) === wall);
  if (exact !== undefined) return exact;
  // In a gap: the earliest candidate shows a time before `wall`, the latest one after it. The jump
  // lies between them; find it to the minute (the clock only moves forward inside this span).
  let before = candidates[0]!;
  let after = candidates[candidates.length - 1]!;
  while (after - before > minuteMs) {
    const middle = before + Math.floor((after - before) / 2 / minuteMs) * minuteMs;
    if (wallClockMs(zone, middle) >= wall) after = middle;
    else before = middle;
  }
  return after;
}

/** A YYYY-MM-DD date moved by whole days. */
export function shiftDate(date: string, days: number) {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
}
