import { useMutation } from '@tanstack/react-query';
import { requestPasswordReset } from '@web/lib/session/auth-api';

/** Emails a password reset link (the server answers the same whether or not the address has an account). */
export function useRequestPasswordReset() {
  return useMutation({ mutationFn: (email: string) => requestPasswordReset(email) });
}
