import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AutomationContentType } from '../../../../contracts/enums';
import { api } from '../../../lib/api-client';
import { automationLogsKey, testRunMutationKey } from './use-automation-logs';

/**
 * POST /api/admin/automation/test-run: runs the generator now (the answer comes when the run ends;
 * the logs show it generating meanwhile). The result is saved as a draft for review.
 */
export function useTestRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: testRunMutationKey,
    mutationFn: (contentType: AutomationContentType) =>
      api.post<{ contentId: string | null }>('/api/admin/automation/test-run', { contentType }),
    onMutate: () => {
      // The run's log row appears at once; show it without waiting for the next poll.
      setTimeout(() => void queryClient.invalidateQueries({ queryKey: automationLogsKey }), 300);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: automationLogsKey }),
        // The draft it saved is in the Content tab's list.
        queryClient.invalidateQueries({ queryKey: ['content'] }),
      ]),
  });
}
