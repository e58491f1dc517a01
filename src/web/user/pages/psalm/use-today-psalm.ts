import { useQuery } from '@tanstack/react-query';
import type { TodayPsalm } from '../../../../contracts/psalms';
import { api } from '../../../lib/api-client';
import { browserTimeZone } from '../../../lib/time-zone';

export const todayPsalmKey = (timeZone: string | undefined) =>
  ['psalms', 'today', timeZone] as const;

/** GET /api/psalms/today: the published psalm of the reader's local date (the browser's time zone), or null. */
export function useTodayPsalm() {
  const timeZone = browserTimeZone();
  return useQuery({
    queryKey: todayPsalmKey(timeZone),
    queryFn: ({ signal }) =>
      api.get<TodayPsalm>('/api/psalms/today', { query: { timeZone }, signal }),
  });
}
