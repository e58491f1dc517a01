import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WorkflowUpdate } from '@contracts/workflows';
import { api, call } from '@web/lib/api-client';
import { refreshAdminWorkflows } from './workflows-admin-queries';

/** PATCH /api/admin/workflows/{id}: fields, Pause/Activate, reminders. */
export function useUpdateWorkflow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: WorkflowUpdate }) =>
      call(api.admin.workflows[':id'].$patch({ param: { id }, json: input })),
    onSuccess: () => refreshAdminWorkflows(queryClient),
  });
}
