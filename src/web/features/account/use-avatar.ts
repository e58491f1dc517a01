import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '@web/lib/api-client';
import { profileKeys } from './profile-queries';

/** PUT /api/profile/avatar with the file as the body (the server checks its bytes and size). */
export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) =>
      call(
        api.profile.avatar.$put(
          {},
          { headers: { 'Content-Type': file.type }, init: { body: file } },
        ),
      ),
    onSuccess: (profile) => queryClient.setQueryData(profileKeys.profile, profile),
  });
}

/** DELETE /api/profile/avatar: back to initials. */
export function useRemoveAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(api.profile.avatar.$delete()),
    onSuccess: (profile) => queryClient.setQueryData(profileKeys.profile, profile),
  });
}
