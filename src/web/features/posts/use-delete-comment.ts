import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '@web/lib/api-client';
import { refreshCommunity } from './community-queries';

/** DELETE /api/community/comments/{id}: your own comment, with its replies. */
export function useDeleteComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(api.community.comments[':id'].$delete({ param: { id } })),
    onSuccess: () => refreshCommunity(queryClient),
  });
}
