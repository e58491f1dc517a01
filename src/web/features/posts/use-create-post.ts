import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PostInput } from '@contracts/community';
import { api, call } from '@web/lib/api-client';
import { refreshCommunity } from './community-queries';

/** POST /api/community/posts. */
export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PostInput) => call(api.community.posts.$post({ json: input })),
    onSuccess: () => refreshCommunity(queryClient),
  });
}
