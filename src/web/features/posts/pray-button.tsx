import { HandHeart } from 'lucide-react';
import type { Post } from '@contracts/community';
import { communityT } from './i18n/community-t';
import { notifyError } from '@web/lib/toasts';
import { Button } from '@web/ui/button';
import { usePray } from './use-pray';

/** "I prayed" on a prayer request: once a day, with how many have prayed. */
export function PrayButton({ post }: { post: Post }) {
  const pray = usePray(post.id);
  return (
    <Button
      variant={post.prayedToday ? 'secondary' : 'outline'}
      size="sm"
      className="ml-auto"
      aria-pressed={post.prayedToday}
      disabled={pray.isPending || post.prayedToday || post.hidden}
      onClick={() =>
        pray.mutate(undefined, {
          onError: (error) =>
            notifyError(
              communityT('community.toast.prayFailed'),
              error,
              communityT('community.toast.prayFailed'),
            ),
        })
      }
    >
      <HandHeart aria-hidden="true" className="size-4" />
      {communityT(post.prayedToday ? 'community.card.prayedToday' : 'community.card.prayed')}
      <span className="text-muted-foreground" data-testid="post-prayed">
        · {communityT('community.card.prayedCount', { count: post.prayedCount })}
      </span>
    </Button>
  );
}
