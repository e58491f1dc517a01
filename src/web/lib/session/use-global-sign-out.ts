import { useMutation, useQueryClient } from '@tanstack/react-query';
import { signOutEverywhere } from './auth-api';
import { finishSignOut } from './finish-sign-out';

interface GlobalSignOutOptions {
  /** Where to go once signed out: /auth in the user app, /admin in the portal. */
  redirectTo: string;
  /** Run even if the component that started the sign-out has unmounted meanwhile. */
  onSignedOut?: () => void;
  onError?: (error: unknown) => void;
}

/** Global Logout: ends every session of the person on every device, this one included. */
export function useGlobalSignOut({ redirectTo, onSignedOut, onError }: GlobalSignOutOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => signOutEverywhere(),
    onSuccess: async () => {
      await finishSignOut(queryClient, redirectTo);
      onSignedOut?.();
    },
    onError,
  });
}
