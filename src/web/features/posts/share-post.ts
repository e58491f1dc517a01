import type { Post } from '@contracts/community';
import { communityT } from './i18n/community-t';
import { notifyError, notifyInfo } from '@web/lib/toasts';

/** Copies the post's address (or opens the device's share sheet). */
export async function sharePost(post: Post) {
  const url = `${window.location.origin}/community#post-${post.id}`;
  try {
    if (navigator.share) await navigator.share({ title: post.title, url });
    else {
      await navigator.clipboard.writeText(url);
      notifyInfo(communityT('community.card.linkCopied'));
    }
  } catch (error) {
    if ((error as Error)?.name !== 'AbortError')
      notifyError(
        communityT('community.toast.shareFailed'),
        error,
        communityT('community.toast.shareFailed'),
      );
  }
}
