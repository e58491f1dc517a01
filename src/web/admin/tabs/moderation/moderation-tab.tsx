import { useRef, useState } from 'react';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ModerationPost } from '@contracts/community';
import { moderationT } from '@web/admin/i18n/admin-moderation-t';
import { useRealtimeEvent } from '@web/lib/realtime';
import { Badge } from '@web/ui/badge';
import { Button } from '@web/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/ui/card';
import { Skeleton } from '@web/ui/skeleton';
import { authorLine } from './author-line';
import { moderationQueries, refreshModeration } from './moderation-queries';
import { allGroups, ReportQueue } from './report-queue';
import { StaffGroups } from './staff-groups';
import { useModerationAction, type ModerationAction } from './use-moderation-action';
import type { FirstScreen } from '@web/lib/first-screen';

/** The tab's first screen (decision 162): the whole report queue, the groups and the posts' first page. */
export const firstScreen: FirstScreen = ({ queryClient }) =>
  Promise.all([
    queryClient.prefetchQuery(moderationQueries.queue(undefined)),
    queryClient.prefetchQuery(moderationQueries.groups()),
    queryClient.prefetchInfiniteQuery(moderationQueries.posts()),
  ]);

/** The Moderation tab: the report queue first (all, or one prayer group's), the groups, every post. */
export default function ModerationTab() {
  const queryClient = useQueryClient();
  const [groupId, setGroupId] = useState(allGroups);
  const queueHeading = useRef<HTMLHeadingElement>(null);
  const groups = useQuery(moderationQueries.groups());
  const posts = useInfiniteQuery(moderationQueries.posts());
  const action = useModerationAction();
  const refresh = () => void refreshModeration(queryClient);
  useRealtimeEvent('community.post_created', refresh);
  useRealtimeEvent('community.post_removed', refresh);
  useRealtimeEvent('community.post_changed', refresh);

  const showReportsOf = (id: string) => {
    setGroupId(id);
    queueHeading.current?.scrollIntoView({ block: 'start' });
    queueHeading.current?.focus({ preventScroll: true });
  };

  const postList = posts.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>{moderationT('moderation.heading')}</CardTitle>
          <CardDescription>{moderationT('moderation.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          <ReportQueue
            groupId={groupId}
            onGroupChange={setGroupId}
            groups={groups.data?.items}
            headingRef={queueHeading}
            busy={action.isPending}
            onAct={(next) => action.mutate(next)}
          />
        </CardContent>
      </Card>
      <StaffGroups groups={groups} onShowReports={showReportsOf} />
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

function PostRow({
  post,
  busy,
  onAct,
}: {
  post: ModerationPost;
  busy: boolean;
  onAct: (action: ModerationAction) => void;
}) {
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
