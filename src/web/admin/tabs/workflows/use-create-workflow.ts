import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WorkflowInput } from '@contracts/workflows';
import { api, call } from '@web/lib/api-client';
import { refreshAdminWorkflows } from './workflows-admin-queries';

/** POST /api/admin/workflows. */
export function useCreateWorkflow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WorkflowInput) => call(api.admin.workflows.$post({ json: input })),
    onSuccess: () => refreshAdminWorkflows(queryClient),
  });
}
