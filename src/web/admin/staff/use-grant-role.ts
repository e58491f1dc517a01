import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminRole } from '@contracts/roles';
import { api, call } from '@web/lib/api-client';
import { staffQueries } from './staff-queries';

/** POST /api/admin/admins {email, role}: grants or changes a role (the person's next request follows it). */
export function useGrantRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { email: string; role: AdminRole }) =>
      call(api.admin.admins.$post({ json: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffQueries.list().queryKey }),
  });
}
