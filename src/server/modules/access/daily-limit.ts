import type { DailyLimitDetails } from '@contracts/error-codes';
import { addDays, localDateIn } from '@contracts/time';
import { todayFor } from '@server/lib/today';

/**
 * What a free member at their daily limit is told (403 daily_limit_reached): the limit, and when the
 * next allowance opens. The allowance day is the UTC date (decision 035), so it opens at the next
 * 00:00 UTC; the member reads that instant on their own clock: the zone their client sent, else
 * their profile's, else UTC.
 */
export function dailyLimitDetails(
  limit: number,
  zones: { timeZone?: string | null; storedTimeZone?: string | null },
  now = new Date(),
): DailyLimitDetails {
  const resetsAt = new Date(`${addDays(localDateIn('UTC', now), 1)}T00:00:00.000Z`);
  const { zone } = todayFor(zones, now);
  return {
    limit,
    resetsAt: resetsAt.toISOString(),
    timeZone: zone,
    resetsAtLocal: `${localDateIn(zone, resetsAt)}T${clockIn(zone, resetsAt)}`,
  };
}

/** HH:mm of an instant in a zone (24-hour clock). */
function clockIn(zone: string, instant: Date) {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: 'hour' | 'minute') => parts.find((p) => p.type === type)?.value ?? '00';
  return `${part('hour')}:${part('minute')}`;
}
