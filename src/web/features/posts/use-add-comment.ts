import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommentInput } from '@contracts/community';
import { api, call } from '@web/lib/api-client';
import { refreshCommunity } from './community-queries';

/** POST /api/community/posts/{id}/comments: a comment or a reply. */
export function useAddComment(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CommentInput) =>
      call(api.community.posts[':id'].comments.$post({ param: { id: postId }, json: input })),
    onSuccess: () => refreshCommunity(queryClient),
  });
}
