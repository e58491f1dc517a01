import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '@web/lib/api-client';
import { announcePushPromptMoment } from '@web/features/push';
import { refreshWorkflows, workflowKeys } from './workflows-queries';

/** POST /api/workflow-sessions/{id}/complete: 100 %, with optional notes. */
export function useCompleteSession(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notes: string) =>
      call(
        api['workflow-sessions'][':id'].complete.$post({
          param: { id: sessionId },
          json: { notes: notes.trim() ? notes : null },
        }),
      ),
    onSuccess: async (session) => {
      queryClient.setQueryData(workflowKeys.session(sessionId), session);
      // A completed session is a moment worth offering reminders at (decision 146).
      announcePushPromptMoment();
      await refreshWorkflows(queryClient);
    },
  });
}
