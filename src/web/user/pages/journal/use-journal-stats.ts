import { useQuery } from '@tanstack/react-query';
import type { JournalStats } from '../../../../contracts/journal';
import { api } from '../../../lib/api-client';
import { browserTimeZone } from '../../../lib/time-zone';
import { journalRootKey } from './journal-query-root';

export const journalStatsKey = (timeZone: string | undefined) =>
  [...journalRootKey, 'stats', timeZone ?? null] as const;

/** GET /api/journal/stats: the four figures, counted in the local days of the browser's zone. */
export function fetchJournalStats(
  timeZone: string | undefined,
  signal?: AbortSignal,
): Promise<JournalStats> {
  return api.get<JournalStats>('/api/journal/stats', { query: { timeZone }, signal });
}

export function useJournalStats() {
  const timeZone = browserTimeZone();
  return useQuery({
    queryKey: journalStatsKey(timeZone),
    queryFn: ({ signal }) => fetchJournalStats(timeZone, signal),
  });
}
