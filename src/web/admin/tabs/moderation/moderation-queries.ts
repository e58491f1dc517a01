import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { api, call } from '@web/lib/api-client';

export const moderationKeys = {
  all: ['moderation'] as const,
  queue: (groupId?: string) => [...moderationKeys.all, 'queue', groupId ?? 'all'] as const,
  groups: () => [...moderationKeys.all, 'groups'] as const,
  posts: () => [...moderationKeys.all, 'posts'] as const,
};

export const moderationQueries = {
  /** GET /api/moderation/queue: items with open reports, reasons and counts; one group's alone when given. */
  queue: (groupId?: string) =>
    queryOptions({
      queryKey: moderationKeys.queue(groupId),
      queryFn: ({ signal }) =>
        call(api.moderation.queue.$get({ query: { groupId } }, { init: { signal } })),
    }),
  /** GET /api/moderation/groups: prayer groups' size, age and open reports, most reported first. */
  groups: () =>
    queryOptions({
      queryKey: moderationKeys.groups(),
      queryFn: ({ signal }) => call(api.moderation.groups.$get({}, { init: { signal } })),
    }),
  /** GET /api/moderation/posts: every post, hidden ones too, newest first. */
  posts: () =>
    infiniteQueryOptions({
      queryKey: moderationKeys.posts(),
      queryFn: ({ pageParam, signal }) =>
        call(
          api.moderation.posts.$get(
            { query: { cursor: pageParam, limit: 20 } },
            { init: { signal } },
          ),
        ),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.nextCursor ?? undefined,
    }),
};

export const refreshModeration = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: moderationKeys.all });
