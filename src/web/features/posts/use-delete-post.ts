import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '@web/lib/api-client';
import { refreshCommunity } from './community-queries';

/** DELETE /api/community/posts/{id}: your own post. */
export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(api.community.posts[':id'].$delete({ param: { id } })),
    onSuccess: () => refreshCommunity(queryClient),
  });
}
