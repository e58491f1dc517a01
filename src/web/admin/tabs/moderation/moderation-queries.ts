import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { api, call } from '@web/lib/api-client';

export const moderationKeys = {
  all: ['moderation'] as const,
  queue: () => [...moderationKeys.all, 'queue'] as const,
  posts: () => [...moderationKeys.all, 'posts'] as const,
};

export const moderationQueries = {
  /** GET /api/moderation/queue: items with open reports, reasons and counts. */
  queue: () =>
    queryOptions({
      queryKey: moderationKeys.queue(),
      queryFn: ({ signal }) => call(api.moderation.queue.$get({ query: {} }, { init: { signal } })),
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
