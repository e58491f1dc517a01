import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignInInput } from '@contracts/auth';
import { signIn } from './auth-api';
import { resetSession } from './me-query';

interface SignInOptions {
  /** Called once the password is accepted, before the web asks who is signed in (the admin portal's "Verifying admin access"). */
  onAuthenticated?: (email: string) => void;
}

/** Signs in with email and password, then reloads who is signed in before resolving. */
export function useSignIn({ onAuthenticated }: SignInOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignInInput) => signIn(input),
    onSuccess: async (data, input) => {
      onAuthenticated?.(data.email ?? input.email.trim());
      await resetSession(queryClient);
    },
  });
}
