import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AutomationContentType } from '@contracts/enum-values';
import { api, call } from '@web/lib/api-client';
import { contentKeys } from '@web/lib/queries/content-keys';
import { automationQueries, testRunMutationKey } from './automation-queries';

/**
 * POST /api/admin/automation/test-run: runs the generator now with the prompt template the card
 * shows, saved or not (the answer comes when the run ends; the logs show it generating meanwhile).
 * The result is a draft in the review queue.
 */
export function useTestRun() {
  const queryClient = useQueryClient();
  const logsKey = automationQueries.logs().queryKey;
  return useMutation({
    mutationKey: testRunMutationKey,
    mutationFn: (json: { contentType: AutomationContentType; aiPromptTemplate: string }) =>
      call(api.admin.automation['test-run'].$post({ json })),
    onMutate: () => {
      // The run's log row appears at once; show it without waiting for the next poll.
      setTimeout(() => void queryClient.invalidateQueries({ queryKey: logsKey }), 300);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: logsKey }),
        queryClient.invalidateQueries({ queryKey: automationQueries.drafts().queryKey }),
        // The draft it saved is in the Content tab's list too.
        queryClient.invalidateQueries({ queryKey: contentKeys.all }),
      ]),
  });
}
