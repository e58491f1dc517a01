import { useQuery } from '@tanstack/react-query';
import { browserTimeZone } from '@web/lib/time-zone';
import { psalmQueries } from './psalm-queries';

/** The published psalm of the reader's local date (the browser's time zone), or null. */
export function useTodayPsalm() {
  return useQuery(psalmQueries.today(browserTimeZone()));
}
