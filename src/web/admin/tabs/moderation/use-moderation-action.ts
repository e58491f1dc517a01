import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '@web/lib/api-client';
import { moderationT } from '@web/admin/i18n/admin-moderation-t';
import { notifyError, notifySuccess } from '@web/lib/toasts';
import { refreshModeration } from './moderation-queries';

export type ModerationAction =
  | { kind: 'hide-post' | 'restore-post' | 'pin' | 'unpin'; postId: string }
  | { kind: 'hide-comment' | 'restore-comment'; commentId: string }
  | { kind: 'dismiss'; postId: string; commentId: string | null };

function run(action: ModerationAction) {
  switch (action.kind) {
    case 'hide-post':
      return call(api.moderation.posts[':id'].hide.$post({ param: { id: action.postId } }));
    case 'restore-post':
      return call(api.moderation.posts[':id'].restore.$post({ param: { id: action.postId } }));
    case 'pin':
      return call(api.moderation.posts[':id'].pin.$post({ param: { id: action.postId } }));
    case 'unpin':
      return call(api.moderation.posts[':id'].unpin.$post({ param: { id: action.postId } }));
    case 'hide-comment':
      return call(api.moderation.comments[':id'].hide.$post({ param: { id: action.commentId } }));
    case 'restore-comment':
      return call(
        api.moderation.comments[':id'].restore.$post({ param: { id: action.commentId } }),
      );
    case 'dismiss':
      return call(
        api.moderation.dismiss.$post({
          json: { postId: action.postId, commentId: action.commentId },
        }),
      );
  }
}

/**
 * Hide / restore / pin / unpin / dismiss; a toast says what was done, and the queue and the post
 * list are asked for again.
 */
export function useModerationAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (_, action) => {
      notifySuccess(moderationT(`moderation.done.${action.kind}`));
      return refreshModeration(queryClient);
    },
    onError: (error) =>
      notifyError(moderationT('moderation.failed'), error, moderationT('moderation.failed')),
  });
}
