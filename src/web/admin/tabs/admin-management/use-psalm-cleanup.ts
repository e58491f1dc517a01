import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '@web/lib/api-client';
import { adminPsalmKeys } from '@web/lib/queries/admin-psalm-keys';
import { contentKeys } from '@web/lib/queries/content-keys';
import { adminManagementQueries } from './admin-management-queries';

/** POST /api/admin/psalms/cleanup: deletes daily psalms older than 30 days with their audio. */
export function usePsalmCleanup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(api.admin.psalms.cleanup.$post()),
    // Deleted psalms leave the statistics, the Manual tab's recent list, the Content tab and the
    // AI Auto log gains the run.
    onSuccess: () =>
      Promise.all(
        [
          adminManagementQueries.psalmStats().queryKey,
          adminPsalmKeys.recent,
          contentKeys.all,
          adminPsalmKeys.automationLogs,
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
