import { useEffect, useState } from 'react';
import { Link } from '@web/ui/link';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus, Search, Users, UsersRound } from 'lucide-react';
import { userPostTypes, type UserPostType } from '@contracts/enum-values';
import type { FirstScreen } from '@web/lib/first-screen';
import { isOfflineFailure } from '@web/lib/device-offline';
import {
  communityT,
  communityQueries,
  refreshCommunity,
  PostCard,
  PostDialog,
  ReportDialog,
} from '@web/features/posts';
import { t } from '@web/lib/i18n/t';
import { useRealtimeEvent } from '@web/lib/realtime';
import { useMe } from '@web/lib/session/me-query';
import { notifyFailure, notifyInfo } from '@web/lib/toasts';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { Button } from '@web/ui/button';
import { EmptyState } from '@web/ui/empty-state';
import { OfflineState } from '@web/ui/offline-state';
import { PageHeader } from '@web/ui/page-header';
import { SearchField } from '@web/ui/search-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/ui/select';
import { Skeleton } from '@web/ui/skeleton';
import { GroupNoticesBadge } from '@web/features/groups';
import { CommunityStats } from './community-stats';
import type { ReportTarget } from '@web/features/posts';

const searchDelayMs = 300;
const all = 'all';

/** 001 §2 Community screen (the route itself sends signed-out visitors to /auth). */
/** The newest posts, unfiltered, and the wall's figures. */
export const communityFirstScreen: FirstScreen = ({ queryClient }) =>
  Promise.all([
    queryClient.prefetchInfiniteQuery(communityQueries.posts({})),
    queryClient.prefetchQuery(communityQueries.stats()),
  ]);

export function CommunityPage() {
  const me = useMe();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [type, setType] = useState<UserPostType | null>(null);
  const [creating, setCreating] = useState(false);
  const [reporting, setReporting] = useState<ReportTarget | null>(null);
  const q = useDebouncedValue(search.trim(), searchDelayMs);
  const posts = useInfiniteQuery(
    communityQueries.posts({ q: q || undefined, type: type ?? undefined }),
  );
  const stats = useQuery(communityQueries.stats());

  // Offline, the list says so itself (and what opens offline); a toast would only repeat it.
  const offline = posts.isError && !posts.data && isOfflineFailure(posts.error);
  useEffect(() => {
    if (posts.isError && !offline)
      notifyFailure(communityT('community.toast.loadFailed'), undefined, 'community-load');
  }, [posts.isError, offline]);

  // Live: a new post, a like, a comment, "I prayed" or a hide anywhere refreshes what is shown.
  const refresh = () => void refreshCommunity(queryClient);
  useRealtimeEvent('community.post_created', (data) => {
    // A prayer group's post is news of the group (its wall and the Groups badge), not of the feed.
    if (data.group_id) return;
    refresh();
    notifyInfo(communityT('community.toast.newPost'), data.title, 'community-new-post');
  });
  useRealtimeEvent('community.post_changed', refresh);
  useRealtimeEvent('community.post_removed', refresh);

  const pinned = posts.data?.pages[0]?.pinned ?? [];
  const items = [...pinned, ...(posts.data?.pages.flatMap((page) => page.items) ?? [])];
  const filtered = Boolean(q || type);
  const signedIn = Boolean(me.data);

  return (
    <>
      <PageHeader
        title={communityT('community.heading')}
        description={communityT('community.subtitle')}
        actions={
          <>
            {/* The prayer groups: on phones the bottom bar is full, so they are reached from here. */}
            <Button variant="outline" asChild>
              <Link to="/groups">
                <UsersRound aria-hidden="true" />
                {t('nav.groups')}
                <GroupNoticesBadge />
              </Link>
            </Button>
            <Button onClick={() => setCreating(true)}>
              <Plus aria-hidden="true" />
              {communityT('community.newPost')}
            </Button>
          </>
        }
      />
      <CommunityStats stats={stats.data} />
      <section aria-labelledby="community-posts-heading" className="mt-6 grid gap-4">
        <h2 id="community-posts-heading" className="sr-only">
          {communityT('community.list.heading')}
        </h2>
        <div className="flex flex-col gap-3 sm:flex-row">
          <SearchField
            id="community-search"
            className="flex-1"
            label={communityT('community.search.label')}
            labelHidden
            placeholder={communityT('community.search.placeholder')}
            value={search}
            onValueChange={setSearch}
          />
          <Select
            value={type ?? all}
            onValueChange={(value) => setType(value === all ? null : (value as UserPostType))}
          >
            <SelectTrigger className="sm:w-52" aria-label={communityT('community.filter.label')}>
              <SelectValue>
                {communityT(type ? `community.filter.${type}` : 'community.filter.all')}
              </SelectValue>
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={all}>{communityT('community.filter.all')}</SelectItem>
              {userPostTypes.map((value) => (
                <SelectItem key={value} value={value}>
                  {communityT(`community.filter.${value}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        {posts.isPending ? (
          <div role="status" aria-label={communityT('community.loading')} className="grid gap-4">
            {[0, 1, 2].map((key) => (
              <div
                key={key}
                data-testid="community-skeleton"
                className="grid gap-3 rounded-xl border bg-card p-5"
              >
                <div className="flex items-center gap-3">
                  <Skeleton className="size-10 rounded-full" />
                  <Skeleton className="h-4 w-40" />
                </div>
                <Skeleton className="h-5 w-2/3" />
                <Skeleton className="h-16 w-full" />
              </div>
            ))}
          </div>
        ) : offline ? (
          <div role="alert">
            <OfflineState headingLevel={3} onRetry={() => void posts.refetch()} />
          </div>
        ) : items.length === 0 ? (
          filtered ? (
            <EmptyState
              icon={Search}
              title={communityT('community.empty.filteredTitle')}
              description={communityT('community.empty.filteredDescription')}
            />
          ) : (
            <EmptyState
              icon={Users}
              title={communityT('community.empty.title')}
              description={communityT('community.empty.description')}
              action={
                <Button onClick={() => setCreating(true)}>
                  {communityT('community.shareFirst')}
                </Button>
              }
            />
          )
        ) : (
          <ul className="grid gap-4" aria-label={communityT('community.list.heading')}>
            {items.map((post) => (
              <li key={post.id}>
                <PostCard post={post} signedIn={signedIn} onReport={setReporting} />
              </li>
            ))}
          </ul>
        )}
        {posts.hasNextPage ? (
          <Button
            variant="outline"
            className="justify-self-center"
            disabled={posts.isFetchingNextPage}
            onClick={() => void posts.fetchNextPage()}
          >
            {communityT('community.loadMore')}
          </Button>
        ) : null}
      </section>
      <PostDialog open={creating} onOpenChange={setCreating} />
      <ReportDialog target={reporting} onClose={() => setReporting(null)} />
    </>
  );
}
