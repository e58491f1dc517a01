import { useMutation, useQueryClient } from '@tanstack/react-query';
import { signOut } from './auth-api';
import { finishSignOut } from './finish-sign-out';

interface SignOutOptions {
  /** Where to go once signed out. */
  redirectTo: string;
  /** Run even if the component that started the sign-out has unmounted meanwhile. */
  onSignedOut?: () => void;
  onError?: (error: unknown) => void;
}

/** Ends this browser's session. */
export function useSignOut({ redirectTo, onSignedOut, onError }: SignOutOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => signOut(),
    onSuccess: async () => {
      await finishSignOut(queryClient, redirectTo);
      onSignedOut?.();
    },
    onError,
  });
}
