import { Heart } from 'lucide-react';
import { cn } from '@web/lib/cn';
import { communityT } from './i18n/community-t';
import { notifyError } from '@web/lib/toasts';
import { Button } from '@web/ui/button';
import { useToggleLike } from './use-toggle-like';

interface LikeButtonProps {
  target: 'post' | 'comment';
  /** The post or comment; a hidden one cannot be liked. */
  item: { id: string; likedByMe: boolean; likesCount: number; hidden: boolean };
  /** A comment's button is the smaller one. */
  small?: boolean;
}

/** Likes or unlikes a post or a comment; pressed while liked, with the count beside the heart. */
export function LikeButton({ target, item, small }: LikeButtonProps) {
  const { likedByMe, likesCount, hidden } = item;
  const like = useToggleLike(target, item.id);
  const failed = communityT('community.toast.likeFailed');
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-pressed={likedByMe}
      disabled={like.isPending || hidden}
      onClick={() =>
        like.mutate(undefined, { onError: (error) => notifyError(failed, error, failed) })
      }
    >
      <Heart
        aria-hidden="true"
        className={cn(small ? 'size-3.5' : 'size-4', likedByMe && 'fill-current text-rose-600')}
      />
      <span className="sr-only">
        {communityT(likedByMe ? 'community.card.unlike' : 'community.card.like')}
      </span>
      <span data-testid={`${target}-likes`}>{likesCount}</span>
    </Button>
  );
}
