import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdate } from '@contracts/profile';
import { api, call } from '@web/lib/api-client';
import { meQueryKey } from '@web/lib/session/me-query';
import { profileKeys } from './profile-queries';

/** PATCH /api/profile: the fields sent change. The name shown elsewhere comes from /api/me. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: ProfileUpdate) => call(api.profile.$patch({ json: changes })),
    onSuccess: async (profile) => {
      queryClient.setQueryData(profileKeys.profile, profile);
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
