import { lazy, Suspense, useState, type ReactNode } from 'react';
import { CheckCircle2, MessageCircle, Share2 } from 'lucide-react';
import type { Post } from '@contracts/community';
import { cn } from '@web/lib/cn';
import { communityT } from './i18n/community-t';
import { Button } from '@web/ui/button';
import { Card } from '@web/ui/card';
import { lazyDialog } from '@web/ui/lazy-dialog';
import { Spinner } from '@web/ui/spinner';
import { LikeButton } from './like-button';
import { PostBody } from './post-body';
import { PostHeader } from './post-header';
import { PrayButton } from './pray-button';
import { sharePost } from './share-post';
import type { ReportTarget } from './use-report';

// Comments and the answered dialog (forms, validation) load when first opened, not with the feed.
const CommentSection = lazy(() =>
  import('./comment-section').then((module) => ({ default: module.CommentSection })),
);
const AnsweredDialog = lazyDialog(
  () => import('./answered-dialog'),
  'AnsweredDialog',
  (props) => props.postId !== null,
);

/**
 * A post card (001 §2): header, body, and what a reader can do with the post. A prayer group's
 * wall shows its posts with it too: not shareable (a group's posts stay in the group), with its
 * leaders' menu items and a line under the actions (who prayed today).
 */
export function PostCard({
  post,
  signedIn,
  onReport,
  shareable = true,
  menuItems,
  children,
}: {
  post: Post;
  signedIn: boolean;
  onReport: (target: ReportTarget) => void;
  shareable?: boolean;
  /** More entries for the post's menu. */
  menuItems?: ReactNode;
  /** Drawn under the actions. */
  children?: ReactNode;
}) {
  const [commentsOpen, setCommentsOpen] = useState(false);
  const [answering, setAnswering] = useState(false);
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
      <PostHeader post={post} onReport={onReport} shareable={shareable} menuItems={menuItems} />

      <PostBody post={post} titleId={titleId} />

      <div className="flex flex-wrap items-center gap-1 border-t pt-2">
        <LikeButton target="post" item={post} />
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={commentsOpen}
          onClick={() => setCommentsOpen((open) => !open)}
        >
          <MessageCircle aria-hidden="true" className="size-4" />
          {communityT('community.card.comments', { count: post.commentsCount })}
        </Button>
        {shareable ? (
          <Button variant="ghost" size="sm" onClick={() => void sharePost(post)}>
            <Share2 aria-hidden="true" className="size-4" />
            {communityT('community.card.share')}
          </Button>
        ) : null}
        {isRequest ? <PrayButton post={post} /> : null}
        {isRequest && post.isMine && !post.answeredAt ? (
          <Button variant="ghost" size="sm" onClick={() => setAnswering(true)}>
            <CheckCircle2 aria-hidden="true" className="size-4" />
            {communityT('community.card.markAnswered')}
          </Button>
        ) : null}
      </div>
      {children}
      {commentsOpen ? (
        <Suspense
          fallback={<Spinner label={communityT('community.comments.loading')} className="m-4" />}
        >
          <CommentSection postId={post.id} signedIn={signedIn} onReport={onReport} />
        </Suspense>
      ) : null}
      <AnsweredDialog postId={answering ? post.id : null} onClose={() => setAnswering(false)} />
    </Card>
  );
}
