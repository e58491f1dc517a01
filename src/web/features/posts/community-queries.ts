import {
  infiniteQueryOptions,
  queryOptions,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import type { Post, PostListQuery, PostPage } from '@contracts/community';
import type { GroupWall } from '@contracts/groups';
import { api, call } from '@web/lib/api-client';
import { browserTimeZone } from '@web/lib/time-zone';

/** The feed's filters: words in the title or content, and the post type. */
export type CommunityFilters = Pick<PostListQuery, 'q' | 'type'>;

export const communityPageSize = 20;

export const communityKeys = {
  all: ['community'] as const,
  posts: (filters: CommunityFilters) => [...communityKeys.all, 'posts', filters] as const,
  stats: () => [...communityKeys.all, 'stats'] as const,
  comments: (postId: string) => [...communityKeys.all, 'comments', postId] as const,
  /** A prayer group's wall: its posts are community posts, refreshed with the feed. */
  groupWall: (groupId: string) => [...communityKeys.all, 'group-wall', groupId] as const,
};

export const communityQueries = {
  /** GET /api/community/posts: pinned posts first (first page), then newest first. */
  posts: (filters: CommunityFilters) =>
    infiniteQueryOptions({
      queryKey: communityKeys.posts(filters),
      queryFn: ({ pageParam, signal }) =>
        call(
          api.community.posts.$get(
            {
              query: {
                ...filters,
                cursor: pageParam,
                limit: communityPageSize,
                timeZone: browserTimeZone(),
              },
            },
            { init: { signal } },
          ),
        ),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.nextCursor ?? undefined,
    }),
  /** GET /api/community/stats: the four figures. */
  stats: () =>
    queryOptions({
      queryKey: communityKeys.stats(),
      queryFn: ({ signal }) => call(api.community.stats.$get({}, { init: { signal } })),
    }),
  /** GET /api/community/posts/{id}/comments: oldest first. */
  comments: (postId: string) =>
    queryOptions({
      queryKey: communityKeys.comments(postId),
      queryFn: ({ signal }) =>
        call(
          api.community.posts[':id'].comments.$get({ param: { id: postId } }, { init: { signal } }),
        ),
    }),
};

/** The posts of one page of the feed or of a group's wall. */
function postsOf(page: PostPage | GroupWall | undefined): Post[] {
  if (!page) return [];
  return [...('pinned' in page ? page.pinned : page.open), ...page.items];
}

/**
 * After a change: the feed, the group walls and the figures are asked for again first, then the
 * open comment lists of the posts still in a feed or wall. A post that has gone (hidden by a
 * moderator, deleted) leaves them and its comment list is not asked for: the server would answer
 * 404 for it.
 */
export async function refreshCommunity(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({
    predicate: (query) => query.queryKey[0] === 'community' && query.queryKey[1] !== 'comments',
  });
  const inFeed = new Set<string>();
  for (const [, feed] of queryClient.getQueriesData<InfiniteData<PostPage | GroupWall>>({
    predicate: ({ queryKey }) =>
      queryKey[0] === 'community' && (queryKey[1] === 'posts' || queryKey[1] === 'group-wall'),
  }))
    for (const page of feed?.pages ?? []) for (const post of postsOf(page)) inFeed.add(post.id);
  await queryClient.invalidateQueries({
    predicate: ({ queryKey }) =>
      queryKey[0] === 'community' &&
      queryKey[1] === 'comments' &&
      typeof queryKey[2] === 'string' &&
      inFeed.has(queryKey[2]),
  });
}
