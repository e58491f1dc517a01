import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReportReason } from '@contracts/community';
import { api, call } from '@web/lib/api-client';
import { refreshCommunity } from './community-queries';

export type ReportTarget = { kind: 'post' | 'comment'; id: string };

/** POST /api/community/posts/{id}/report or /comments/{id}/report, once per target. */
export function useReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ target, reason }: { target: ReportTarget; reason: ReportReason }) =>
      target.kind === 'post'
        ? call(
            api.community.posts[':id'].report.$post({ param: { id: target.id }, json: { reason } }),
          )
        : call(
            api.community.comments[':id'].report.$post({
              param: { id: target.id },
              json: { reason },
            }),
          ),
    onSuccess: () => refreshCommunity(queryClient),
  });
}
