import { useMutation } from '@tanstack/react-query';
import type { SignUpInput } from '@contracts/auth';
import { signUp } from '@web/lib/session/auth-api';

/** Creates an account; the person confirms it from the emailed link before signing in. */
export function useSignUp() {
  return useMutation({ mutationFn: (input: SignUpInput) => signUp(input) });
}
