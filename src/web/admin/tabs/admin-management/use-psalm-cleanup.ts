import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { psalmStatsKey } from './use-psalm-stats';

/** POST /api/admin/psalms/cleanup: deletes daily psalms older than 30 days with their audio. */
export function usePsalmCleanup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ deleted: number; message: string }>('/api/admin/psalms/cleanup'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: psalmStatsKey }),
  });
}
