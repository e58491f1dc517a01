import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '@web/lib/api-client';
import { finishSignOut } from '@web/lib/session/finish-sign-out';

/** DELETE /api/profile: erases the account (the password confirms), then leaves for /auth. */
export function useDeleteAccount(onDeleted: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => call(api.profile.$delete({ json: { password } })),
    onSuccess: async () => {
      await finishSignOut(queryClient, '/auth');
      onDeleted();
    },
  });
}
