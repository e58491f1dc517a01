import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { PostListQuery } from '@contracts/community';
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

/** After a change: the feed, the figures and open comment lists are asked for again. */
export function refreshCommunity(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: communityKeys.all });
}
