import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '@web/lib/api-client';
import { browserTimeZone } from '@web/lib/time-zone';
import { refreshCommunity } from './community-queries';

/** POST /api/community/posts/{id}/prayed: "I prayed", once a day in the reader's own day. */
export function usePray(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      call(
        api.community.posts[':id'].prayed.$post({
          param: { id },
          query: { timeZone: browserTimeZone() },
        }),
      ),
    onSuccess: () => refreshCommunity(queryClient),
  });
}
