import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '@web/lib/api-client';
import { staffQueries } from './staff-queries';

/** DELETE /api/admin/admins/{userId}: takes the role away. */
export function useRevokeRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      call(api.admin.admins[':userId'].$delete({ param: { userId } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffQueries.list().queryKey }),
  });
}
