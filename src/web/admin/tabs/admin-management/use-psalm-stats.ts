import { useQuery } from '@tanstack/react-query';
import type { PsalmStats } from '../../../../contracts/psalms';
import { api } from '../../../lib/api-client';

export const psalmStatsKey = ['admin', 'psalms', 'stats'] as const;

/** GET /api/admin/psalms/stats: today, last 7 and 30 days, and the ten most recent daily counts. */
export function usePsalmStats() {
  return useQuery({
    queryKey: psalmStatsKey,
    queryFn: ({ signal }) => api.get<PsalmStats>('/api/admin/psalms/stats', { signal }),
  });
}
