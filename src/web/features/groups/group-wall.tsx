import { useEffect, useState } from 'react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { Eye, EyeOff, HandHeart, Plus } from 'lucide-react';
import type { Post } from '@contracts/community';
import type { Group } from '@contracts/groups';
import { isOfflineFailure } from '@web/lib/device-offline';
import { groupsT } from './i18n/groups-t';
import { intlLocale } from '@web/lib/i18n/translate';
import { refreshGroupAlerts } from './group-alerts';
import { useRealtimeEvent } from '@web/lib/realtime';
import { notifyFailure, notifyInfo, notifySuccess } from '@web/lib/toasts';
import { Button } from '@web/ui/button';
import { DropdownMenuItem } from '@web/ui/dropdown-menu';
import { EmptyState } from '@web/ui/empty-state';
import { CardPlaceholder } from '@web/ui/list-state';
import { OfflineState } from '@web/ui/offline-state';
import { refreshCommunity, PostCard, PostDialog, ReportDialog } from '@web/features/posts';
import type { ReportTarget } from '@web/features/posts';
import { failureToast } from './group-lists';
import { leads } from './group-roles';
import { groupQueries, refreshGroups } from './groups-queries';
import { useCreateGroupPost, useModerate } from './use-group-mutations';

/** Whether the wall's pages in the cache hold the post. */
/**
 * A group's prayer wall: its open prayer requests first, then answered prayers with their
 * testimony and the other posts, newest first; who prayed today under each request. New posts
 * and changes arrive live.
 */
export function GroupWall({ group }: { group: Group }) {
  const queryClient = useQueryClient();
  const wall = useInfiniteQuery(groupQueries.wall(group.id));
  const create = useCreateGroupPost(group.id);
  const [creating, setCreating] = useState(false);
  const [reporting, setReporting] = useState<ReportTarget | null>(null);

  const offline = wall.isError && !wall.data && isOfflineFailure(wall.error);
  // The server reads the group's notices as it answers the wall: the badge is asked again after.
  useEffect(() => {
    if (wall.dataUpdatedAt > 0) void refreshGroupAlerts(queryClient);
  }, [wall.dataUpdatedAt, queryClient]);
  useEffect(() => {
    if (wall.isError && !offline)
      notifyFailure(groupsT('groups.wall.loadFailed'), undefined, 'group-wall-load');
  }, [wall.isError, offline]);

  // The stream names the group of a group's new post (to its members alone): this group's is
  // announced; any post may change what the wall shows, so every one refreshes it.
  const refresh = async () => {
    await refreshCommunity(queryClient);
    await refreshGroups(queryClient);
  };
  useRealtimeEvent('community.post_created', (data) => {
    void refresh();
    if (data.group_id === group.id)
      notifyInfo(groupsT('groups.wall.newPost'), data.title, 'group-new-post');
  });
  useRealtimeEvent('community.post_changed', () => void refresh());
  useRealtimeEvent('community.post_removed', () => void refresh());

  const first = wall.data?.pages[0];
  const open = first?.open ?? [];
  const rest = wall.data?.pages.flatMap((page) => page.items) ?? [];
  const prayed: Record<string, string[]> = Object.assign(
    {},
    ...(wall.data?.pages.map((page) => page.prayedToday) ?? []),
  );

  const composer = (
    <Button onClick={() => setCreating(true)}>
      <Plus aria-hidden="true" />
      {groupsT('groups.wall.newRequest')}
    </Button>
  );

  const list = (posts: Post[]) => (
    <ul className="grid gap-4">
      {posts.map((post) => (
        <li key={post.id}>
          <WallPost
            post={post}
            group={group}
            prayedBy={prayed[post.id] ?? []}
            onReport={setReporting}
          />
        </li>
      ))}
    </ul>
  );

  return (
    <div className="grid gap-6">
      <div className="flex justify-end">{composer}</div>
      {wall.isPending ? (
        <div role="status" aria-busy="true" className="grid gap-4">
          <span className="sr-only">{groupsT('groups.wall.loading')}</span>
          <CardPlaceholder />
          <CardPlaceholder />
        </div>
      ) : offline ? (
        <div role="alert">
          <OfflineState headingLevel={2} onRetry={() => void wall.refetch()} />
        </div>
      ) : open.length === 0 && rest.length === 0 ? (
        <EmptyState
          icon={HandHeart}
          title={groupsT('groups.wall.emptyTitle')}
          description={groupsT('groups.wall.emptyDescription')}
          action={
            <Button onClick={() => setCreating(true)}>{groupsT('groups.wall.firstRequest')}</Button>
          }
        />
      ) : (
        <>
          <section aria-labelledby="group-open-heading" className="grid gap-3">
            <h2 id="group-open-heading" className="text-lg font-semibold">
              {groupsT('groups.wall.open')}
            </h2>
            {open.length > 0 ? (
              list(open)
            ) : (
              <p className="text-sm text-muted-foreground">{groupsT('groups.wall.noOpen')}</p>
            )}
          </section>
          {rest.length > 0 ? (
            <section aria-labelledby="group-rest-heading" className="grid gap-3">
              <h2 id="group-rest-heading" className="text-lg font-semibold">
                {groupsT('groups.wall.rest')}
              </h2>
              {list(rest)}
            </section>
          ) : null}
          {wall.hasNextPage ? (
            <Button
              variant="outline"
              className="justify-self-center"
              disabled={wall.isFetchingNextPage}
              onClick={() => void wall.fetchNextPage()}
            >
              {groupsT('groups.wall.loadMore')}
            </Button>
          ) : null}
        </>
      )}
      <PostDialog
        open={creating}
        onOpenChange={setCreating}
        destination={{
          send: (input) => create.mutateAsync(input),
          title: groupsT('groups.wall.dialogTitle'),
          description: groupsT('groups.wall.dialogDescription', { name: group.name }),
          posted: groupsT('groups.wall.posted'),
          postType: 'prayer_request',
        }}
      />
      <ReportDialog target={reporting} onClose={() => setReporting(null)} />
    </div>
  );
}

function WallPost({
  post,
  group,
  prayedBy,
  onReport,
}: {
  post: Post;
  group: Group;
  prayedBy: string[];
  onReport: (target: ReportTarget) => void;
}) {
  const moderate = useModerate(group.id);
  const act = (action: 'hide' | 'restore') =>
    moderate.mutate(
      { target: { kind: 'post', id: post.id }, action },
      {
        onSuccess: () =>
          notifySuccess(groupsT(action === 'hide' ? 'groups.wall.hidden' : 'groups.wall.restored')),
        onError: failureToast('groups.wall.moderateFailed'),
      },
    );
  const menuItems = leads(group.myRole) ? (
    post.hidden ? (
      <DropdownMenuItem onSelect={() => act('restore')}>
        <Eye aria-hidden="true" className="size-4" />
        {groupsT('groups.wall.restore')}
      </DropdownMenuItem>
    ) : (
      <DropdownMenuItem onSelect={() => act('hide')}>
        <EyeOff aria-hidden="true" className="size-4" />
        {groupsT('groups.wall.hide')}
      </DropdownMenuItem>
    )
  ) : null;
  return (
    <PostCard post={post} signedIn onReport={onReport} shareable={false} menuItems={menuItems}>
      {post.postType === 'prayer_request' && prayedBy.length > 0 ? (
        <p
          className="flex items-start gap-1.5 text-sm text-muted-foreground"
          data-testid="prayed-by"
        >
          <HandHeart aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {groupsT('groups.wall.prayedToday', {
            names: new Intl.ListFormat(intlLocale(), { type: 'conjunction' }).format(prayedBy),
          })}
        </p>
      ) : null}
    </PostCard>
  );
}
