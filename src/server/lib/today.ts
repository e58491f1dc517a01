import { isTimeZone, localDateIn } from '@contracts/time';

/**
 * "Today" for a person: the date now in the zone the client reports (it knows where the person is),
 * else the zone stored on their profile, else UTC.
 */
export function todayFor(
  options: { timeZone?: string | null; storedTimeZone?: string | null },
  now = new Date(),
) {
  const zone =
    [options.timeZone, options.storedTimeZone].find((z): z is string => !!z && isTimeZone(z)) ??
    'UTC';
  return { zone, today: localDateIn(zone, now) };
}
