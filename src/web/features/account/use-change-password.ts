import { useMutation } from '@tanstack/react-query';
import { postAuth } from '@web/lib/api-client';

/** better-auth's change-password: the other sessions end (a password changes because of them). */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: { currentPassword: string; newPassword: string }) =>
      postAuth('/api/auth/change-password', { ...input, revokeOtherSessions: true }),
  });
}
