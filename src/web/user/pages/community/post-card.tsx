import { useState } from 'react';
import { Link } from 'react-router';
import {
  CheckCircle2,
  EyeOff,
  Flag,
  HandHeart,
  MessageCircle,
  MoreHorizontal,
  Pin,
  Share2,
  Trash2,
} from 'lucide-react';
import type { Post } from '@contracts/community';
import { communityT } from '@web/lib/i18n/community-t';
import { formatTimeAgo } from '@web/lib/format-date';
import { notifyError, notifyInfo } from '@web/lib/toasts';
import { cn } from '@web/lib/cn';
import { Badge } from '@web/ui/badge';
import { Button } from '@web/ui/button';
import { Card } from '@web/ui/card';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@web/ui/dropdown-menu';
import { AnsweredDialog } from './answered-dialog';
import { AuthorAvatar, useAuthor } from './author-avatar';
import { CommentSection } from './comment-section';
import { useDeletePost } from './use-delete-post';
import { usePray } from './use-pray';
import type { ReportTarget } from './use-report';
import { LikeButton } from './like-button';

/** Copies the post's address (or opens the device's share sheet). */
async function sharePost(post: Post) {
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

/** A post card (001 §2). Every user text is rendered as text, never as markup. */
export function PostCard({
  post,
  signedIn,
  onReport,
}: {
  post: Post;
  signedIn: boolean;
  onReport: (target: ReportTarget) => void;
}) {
  const [commentsOpen, setCommentsOpen] = useState(false);
  const [answering, setAnswering] = useState(false);
  const author = useAuthor(post.author);
  const pray = usePray(post.id);
  const remove = useDeletePost();
  const isRequest = post.postType === 'prayer_request';
  const titleId = `post-${post.id}-title`;

  return (
    <Card
      id={`post-${post.id}`}
      data-testid="community-post"
      aria-labelledby={titleId}
      role="article"
      className={cn('grid gap-3 p-4 sm:p-5', post.hidden && 'border-destructive/50')}
    >
      <header className="flex items-start gap-3">
        <AuthorAvatar author={post.author} />
        <div className="grid min-w-0 flex-1 gap-1">
          <div className="flex flex-wrap items-center gap-1.5">
            <span className="font-medium" data-testid="post-author">
              {author.name}
            </span>
            <Badge variant="secondary">{communityT(`community.type.${post.postType}`)}</Badge>
            {post.isPinned ? (
              <Badge variant="outline">
                <Pin aria-hidden="true" className="mr-1 size-3" />
                {communityT('community.card.pinned')}
              </Badge>
            ) : null}
            {post.answeredAt ? (
              <Badge className="bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-50">
                <CheckCircle2 aria-hidden="true" className="mr-1 size-3" />
                {communityT('community.card.answered')}
              </Badge>
            ) : null}
          </div>
          <p className="text-xs text-muted-foreground">
            <time dateTime={post.createdAt}>{formatTimeAgo(post.createdAt)}</time>
          </p>
        </div>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="icon-sm" aria-label={communityT('community.card.menu')}>
              <MoreHorizontal aria-hidden="true" className="size-4" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuItem onSelect={() => void sharePost(post)}>
              <Share2 aria-hidden="true" className="size-4" />
              {communityT('community.card.sharePost')}
            </DropdownMenuItem>
            {post.isMine ? (
              <DropdownMenuItem
                onSelect={() =>
                  remove.mutate(post.id, {
                    onError: (error) =>
                      notifyError(
                        communityT('community.toast.deleteFailed'),
                        error,
                        communityT('community.toast.deleteFailed'),
                      ),
                  })
                }
              >
                <Trash2 aria-hidden="true" className="size-4" />
                {communityT('community.card.delete')}
              </DropdownMenuItem>
            ) : (
              <DropdownMenuItem
                disabled={post.reportedByMe}
                onSelect={() => onReport({ kind: 'post', id: post.id })}
              >
                <Flag aria-hidden="true" className="size-4" />
                {communityT(
                  post.reportedByMe ? 'community.card.reported' : 'community.card.reportPost',
                )}
              </DropdownMenuItem>
            )}
          </DropdownMenuContent>
        </DropdownMenu>
      </header>

      {post.hidden ? (
        <p
          role="note"
          className="flex items-start gap-2 rounded-md bg-destructive/10 p-2 text-sm text-destructive"
        >
          <EyeOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {communityT('community.card.hidden')}
        </p>
      ) : null}

      <div className="grid gap-1.5">
        <h3 id={titleId} className="text-lg font-semibold break-words">
          {post.title}
        </h3>
        <p className="break-words whitespace-pre-wrap text-foreground/90">{post.content}</p>
        {post.contentReferenceId ? (
          <p className="text-sm text-muted-foreground">
            {communityT('community.card.sharedNote')} ·{' '}
            <Link
              className="text-primary underline underline-offset-4 hover:no-underline"
              to={`/content/${post.contentReferenceId}`}
            >
              {communityT('community.card.openShared', {
                type: communityT(
                  post.contentReferenceType === 'psalm'
                    ? 'community.card.sharedType.psalm'
                    : 'community.card.sharedType.content',
                ),
              })}
            </Link>
          </p>
        ) : null}
        {post.testimony ? (
          <blockquote className="rounded-md border-l-4 border-emerald-500 bg-emerald-50 p-2 text-sm dark:bg-emerald-950">
            <span className="font-medium">{communityT('community.card.testimony')}: </span>
            <span className="whitespace-pre-wrap">{post.testimony}</span>
          </blockquote>
        ) : null}
        {post.tags.length > 0 ? (
          <ul className="flex flex-wrap gap-1.5" aria-label={communityT('community.dialog.tags')}>
            {post.tags.map((tag) => (
              <li key={tag}>
                <Badge variant="outline">#{tag}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
      </div>

      <div className="flex flex-wrap items-center gap-1 border-t pt-2">
        <LikeButton
          target="post"
          id={post.id}
          likedByMe={post.likedByMe}
          likesCount={post.likesCount}
          hidden={post.hidden}
        />
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={commentsOpen}
          onClick={() => setCommentsOpen((open) => !open)}
        >
          <MessageCircle aria-hidden="true" className="size-4" />
          {communityT('community.card.comments', { count: post.commentsCount })}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => void sharePost(post)}>
          <Share2 aria-hidden="true" className="size-4" />
          {communityT('community.card.share')}
        </Button>
        {isRequest ? (
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
        ) : null}
        {isRequest && post.isMine && !post.answeredAt ? (
          <Button variant="ghost" size="sm" onClick={() => setAnswering(true)}>
            <CheckCircle2 aria-hidden="true" className="size-4" />
            {communityT('community.card.markAnswered')}
          </Button>
        ) : null}
      </div>
      {commentsOpen ? (
        <CommentSection postId={post.id} signedIn={signedIn} onReport={onReport} />
      ) : null}
      <AnsweredDialog postId={answering ? post.id : null} onClose={() => setAnswering(false)} />
    </Card>
  );
}
