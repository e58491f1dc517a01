import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '@web/lib/api-client';
import { workflowKeys } from './workflows-queries';

/** PUT /api/workflow-sessions/{id}/progress: the steps done so far. */
export function useSessionProgress(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (stepsDone: number) =>
      call(
        api['workflow-sessions'][':id'].progress.$put({
          param: { id: sessionId },
          json: { stepsDone },
        }),
      ),
    onSuccess: (session) => queryClient.setQueryData(workflowKeys.session(sessionId), session),
  });
}
