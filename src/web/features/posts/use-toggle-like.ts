import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '@web/lib/api-client';
import { refreshCommunity } from './community-queries';

/** POST /api/community/posts/{id}/like or /comments/{id}/like: the toggle. */
export function useToggleLike(target: 'post' | 'comment', id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      target === 'post'
        ? call(api.community.posts[':id'].like.$post({ param: { id } }))
        : call(api.community.comments[':id'].like.$post({ param: { id } })),
    onSuccess: () => refreshCommunity(queryClient),
  });
}
