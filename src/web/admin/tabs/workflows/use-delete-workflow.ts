import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '@web/lib/api-client';
import { refreshAdminWorkflows } from './workflows-admin-queries';

/** DELETE /api/admin/workflows/{id}. */
export function useDeleteWorkflow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(api.admin.workflows[':id'].$delete({ param: { id } })),
    onSuccess: () => refreshAdminWorkflows(queryClient),
  });
}
