import { useQuery } from '@tanstack/react-query';
import { psalmsQueries, recentPsalmsRefreshMs } from './psalms-queries';

/** The five newest daily psalms, drafts included, refreshed every 5 seconds. */
export function useRecentPsalms() {
  return useQuery({
    ...psalmsQueries.recent(),
    refetchInterval: recentPsalmsRefreshMs,
    staleTime: 0,
  });
}
