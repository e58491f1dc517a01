import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SetupInput } from '@contracts/auth';
import { api, call } from '@web/lib/api-client';
import { resetSession } from '@web/lib/session/me-query';

/** POST /api/setup: creates the first super admin and signs them in. */
export function useCreateSuperAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SetupInput) => call(api.setup.$post({ json: input })),
    onSuccess: () => resetSession(queryClient),
  });
}
