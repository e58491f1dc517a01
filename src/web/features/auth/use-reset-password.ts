import { useMutation } from '@tanstack/react-query';
import { resetPassword } from '@web/lib/session/auth-api';

/** Sets a new password with the token from the emailed reset link. */
export function useResetPassword() {
  return useMutation({
    mutationFn: ({ token, newPassword }: { token: string; newPassword: string }) =>
      resetPassword(token, newPassword),
  });
}
