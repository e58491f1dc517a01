import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { automationLogsKey } from '../automation/use-automation-logs';
import { recentPsalmsKey } from '../psalms/use-recent-psalms';
import { psalmStatsKey } from './use-psalm-stats';

/** POST /api/admin/psalms/cleanup: deletes daily psalms older than 30 days with their audio. */
export function usePsalmCleanup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ deleted: number; message: string }>('/api/admin/psalms/cleanup'),
    // Deleted psalms leave the statistics, the Manual tab's recent list, the Content tab and the
    // AI Auto log gains the run.
    onSuccess: () =>
      Promise.all(
        [psalmStatsKey, recentPsalmsKey, ['content'], automationLogsKey].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
