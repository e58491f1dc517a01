import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '@web/lib/api-client';
import { refreshCommunity } from './community-queries';

/** PUT /api/community/posts/{id}/answer: the author marks their prayer request answered. */
export function useMarkAnswered() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, testimony }: { id: string; testimony: string }) =>
      call(
        api.community.posts[':id'].answer.$put({
          param: { id },
          json: { testimony: testimony.trim() || null },
        }),
      ),
    onSuccess: () => refreshCommunity(queryClient),
  });
}
