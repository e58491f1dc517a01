import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApproveDraftInput } from '@contracts/automation';
import { api, call } from '@web/lib/api-client';
import { contentKeys } from '@web/lib/queries/content-keys';
import { automationQueries } from './automation-queries';

/** The review queue, asked again now and then: the schedule adds drafts and publishes them. */
export function useAutomationDrafts() {
  return useQuery({ ...automationQueries.drafts(), staleTime: 0, refetchInterval: 30_000 });
}

type DraftAction =
  | { kind: 'approve'; id: string; edits?: ApproveDraftInput }
  | { kind: 'reject'; id: string }
  | { kind: 'regenerate'; id: string };

const send = (action: DraftAction) => {
  const drafts = api.admin.automation.drafts[':id'];
  const param = { id: action.id };
  if (action.kind === 'approve')
    return call(drafts.approve.$post({ param, json: action.edits ?? {} }));
  if (action.kind === 'reject') return call(drafts.reject.$post({ param }));
  return call(drafts.regenerate.$post({ param }));
};

/**
 * POST /api/admin/automation/drafts/{id}/approve|reject|regenerate: a staff decision on a held draft.
 * The queue, the logs (a publish is logged) and the Content tab's list change with it. They are
 * asked again without waiting: a decided draft leaves the queue, and the card's own callbacks (its
 * toast, closing its editor) run only while the card is still there.
 */
export function useDraftAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => {
      void Promise.all([
        queryClient.invalidateQueries({ queryKey: automationQueries.drafts().queryKey }),
        queryClient.invalidateQueries({ queryKey: automationQueries.logs().queryKey }),
        queryClient.invalidateQueries({ queryKey: contentKeys.all }),
      ]);
    },
  });
}
