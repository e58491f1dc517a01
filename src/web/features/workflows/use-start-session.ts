import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '@web/lib/api-client';
import { browserTimeZone } from '@web/lib/time-zone';
import { refreshWorkflows } from './workflows-queries';

/** POST /api/workflows/{id}/sessions: today's session, new or the open one reused. */
export function useStartSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (workflowId: string) =>
      call(
        api.workflows[':id'].sessions.$post({
          param: { id: workflowId },
          json: { timeZone: browserTimeZone() },
        }),
      ),
    onSuccess: () => refreshWorkflows(queryClient),
  });
}
