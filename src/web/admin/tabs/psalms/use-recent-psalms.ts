import { useQuery } from '@tanstack/react-query';
import type { RecentPsalm } from '../../../../contracts/psalms';
import { api } from '../../../lib/api-client';

export const recentPsalmsKey = ['admin', 'psalms', 'recent'] as const;

/** 000 §9: recent psalms shown: 5, refreshed every 5 seconds. */
export const recentPsalmsRefreshMs = 5_000;

/** GET /api/admin/psalms/recent: the five newest daily psalms, drafts included. */
export function useRecentPsalms() {
  return useQuery({
    queryKey: recentPsalmsKey,
    queryFn: async ({ signal }) =>
      (await api.get<{ items: RecentPsalm[] }>('/api/admin/psalms/recent', { signal })).items,
    refetchInterval: recentPsalmsRefreshMs,
    staleTime: 0,
  });
}
