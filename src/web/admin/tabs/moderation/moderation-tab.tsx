import { useEffect } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Flag } from 'lucide-react';
import type { Author, ModerationItem, ModerationPost } from '@contracts/community';
import { moderationT } from '@web/lib/i18n/admin-moderation-t';
import { useRealtimeEvent } from '@web/lib/realtime';
import { notifyFailure } from '@web/lib/toasts';
import { Badge } from '@web/ui/badge';
import { Button } from '@web/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/ui/card';
import { Skeleton } from '@web/ui/skeleton';
import { moderationQueries } from './moderation-queries';
import { useModerationAction } from './use-moderation-action';
import { useQueryClient } from '@tanstack/react-query';
import { refreshModeration } from './moderation-queries';

function authorLine(author: Author, anonymous: boolean) {
  const name = author.name?.trim() || moderationT('moderation.noName');
  return `${moderationT('moderation.author', { name })}${anonymous ? ` (${moderationT('moderation.anonymous')})` : ''}`;
}

/** The Moderation tab: the report queue first, then every post. */
export default function ModerationTab() {
  const queryClient = useQueryClient();
  const queue = useQuery(moderationQueries.queue());
  const posts = useInfiniteQuery(moderationQueries.posts());
  const action = useModerationAction();
  const refresh = () => void refreshModeration(queryClient);
  useRealtimeEvent('community.post_created', refresh);
  useRealtimeEvent('community.post_removed', refresh);
  useRealtimeEvent('community.post_changed', refresh);

  useEffect(() => {
    if (queue.isError)
      notifyFailure(moderationT('moderation.loadFailed'), undefined, 'moderation-load');
  }, [queue.isError]);

  const postList = posts.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>{moderationT('moderation.heading')}</CardTitle>
          <CardDescription>{moderationT('moderation.description')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3">
          <h3 className="font-semibold">{moderationT('moderation.queue.heading')}</h3>
          {queue.isPending ? (
            <div
              role="status"
              aria-label={moderationT('moderation.queue.loading')}
              className="grid gap-2"
            >
              <Skeleton className="h-20 w-full" />
              <Skeleton className="h-20 w-full" />
            </div>
          ) : (queue.data?.items.length ?? 0) === 0 ? (
            <p className="text-sm text-muted-foreground">{moderationT('moderation.queue.empty')}</p>
          ) : (
            <ul className="grid gap-3">
              {queue.data!.items.map((item) => (
                <QueueItem
                  key={`${item.postId}-${item.commentId ?? ''}`}
                  item={item}
                  busy={action.isPending}
                  onAct={(next) => action.mutate(next)}
                />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{moderationT('moderation.posts.heading')}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3">
          {posts.isPending ? (
            <Skeleton className="h-20 w-full" />
          ) : postList.length === 0 ? (
            <p className="text-sm text-muted-foreground">{moderationT('moderation.posts.empty')}</p>
          ) : (
            <ul className="grid gap-3">
              {postList.map((post) => (
                <PostRow
                  key={post.id}
                  post={post}
                  busy={action.isPending}
                  onAct={(next) => action.mutate(next)}
                />
              ))}
            </ul>
          )}
          {posts.hasNextPage ? (
            <Button
              variant="outline"
              className="justify-self-center"
              onClick={() => void posts.fetchNextPage()}
            >
              {moderationT('moderation.posts.loadMore')}
            </Button>
          ) : null}
        </CardContent>
      </Card>
    </div>
  );
}

type Act = (action: Parameters<ReturnType<typeof useModerationAction>['mutate']>[0]) => void;

function QueueItem({ item, busy, onAct }: { item: ModerationItem; busy: boolean; onAct: Act }) {
  const label =
    item.target === 'post'
      ? moderationT('moderation.queue.post')
      : moderationT('moderation.queue.comment', { title: item.title });
  return (
    <li data-testid="moderation-queue-item" className="grid gap-2 rounded-lg border p-3">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="secondary">{label}</Badge>
        <Badge variant="destructive">
          <Flag aria-hidden="true" className="mr-1 size-3" />
          {moderationT('moderation.queue.reports', { count: item.openReports })}
        </Badge>
        {item.hidden ? <Badge variant="outline">{moderationT('moderation.hidden')}</Badge> : null}
      </div>
      {item.target === 'post' ? <p className="font-medium break-words">{item.title}</p> : null}
      <p className="text-sm break-words whitespace-pre-wrap">{item.content}</p>
      <p className="text-xs text-muted-foreground">{authorLine(item.author, item.isAnonymous)}</p>
      <ul className="flex flex-wrap gap-1.5">
        {item.reasons.map((reason) => (
          <li key={reason.reason}>
            <Badge variant="outline">
              {moderationT(`moderation.reason.${reason.reason}`)} · {reason.count}
            </Badge>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="destructive"
          disabled={busy}
          onClick={() =>
            onAct(
              item.commentId
                ? { kind: 'hide-comment', commentId: item.commentId }
                : { kind: 'hide-post', postId: item.postId },
            )
          }
        >
          {moderationT('moderation.hide')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          onClick={() => onAct({ kind: 'dismiss', postId: item.postId, commentId: item.commentId })}
        >
          {moderationT('moderation.dismiss')}
        </Button>
      </div>
    </li>
  );
}

function PostRow({ post, busy, onAct }: { post: ModerationPost; busy: boolean; onAct: Act }) {
  return (
    <li data-testid="moderation-post" className="grid gap-2 rounded-lg border p-3">
      <div className="flex flex-wrap items-center gap-2">
        <p className="font-medium break-words">{post.title}</p>
        {post.hidden ? (
          <Badge variant="destructive">{moderationT('moderation.hidden')}</Badge>
        ) : null}
        {post.isPinned ? <Badge variant="outline">{moderationT('moderation.pinned')}</Badge> : null}
      </div>
      <p className="line-clamp-2 text-sm break-words">{post.content}</p>
      <p className="text-xs text-muted-foreground">{authorLine(post.author, post.isAnonymous)}</p>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant={post.hidden ? 'outline' : 'destructive'}
          disabled={busy}
          onClick={() =>
            onAct({ kind: post.hidden ? 'restore-post' : 'hide-post', postId: post.id })
          }
        >
          {moderationT(post.hidden ? 'moderation.restore' : 'moderation.hide')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          onClick={() => onAct({ kind: post.isPinned ? 'unpin' : 'pin', postId: post.id })}
        >
          {moderationT(post.isPinned ? 'moderation.unpin' : 'moderation.pin')}
        </Button>
      </div>
    </li>
  );
}
