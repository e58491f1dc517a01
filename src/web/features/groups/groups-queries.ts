import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { api, call } from '@web/lib/api-client';
import { browserTimeZone } from '@web/lib/time-zone';
import { communityKeys } from '@web/features/posts';

export const wallPageSize = 20;

/**
 * The caller's groups and what is in them. A group's wall sits under the community's keys
 * (communityKeys.groupWall): its posts are community posts, so every like, prayer or comment
 * refreshes it with the feed.
 */
export const groupKeys = {
  all: ['groups'] as const,
  list: () => [...groupKeys.all, 'list'] as const,
  group: (id: string) => [...groupKeys.all, 'group', id] as const,
  members: (id: string) => [...groupKeys.all, 'group', id, 'members'] as const,
  invites: (id: string) => [...groupKeys.all, 'group', id, 'invites'] as const,
  removals: (id: string) => [...groupKeys.all, 'group', id, 'removals'] as const,
  reports: (id: string) => [...groupKeys.all, 'group', id, 'reports'] as const,
};

export const groupQueries = {
  /** GET /api/groups: the caller's groups, and whether they may start one. */
  list: () =>
    queryOptions({
      queryKey: groupKeys.list(),
      queryFn: ({ signal }) => call(api.groups.$get({}, { init: { signal } })),
    }),
  /** GET /api/groups/{id}: 404 for a group the caller is not in. */
  group: (id: string) =>
    queryOptions({
      queryKey: groupKeys.group(id),
      queryFn: ({ signal }) =>
        call(api.groups[':id'].$get({ param: { id } }, { init: { signal } })),
    }),
  members: (id: string) =>
    queryOptions({
      queryKey: groupKeys.members(id),
      queryFn: ({ signal }) =>
        call(api.groups[':id'].members.$get({ param: { id } }, { init: { signal } })),
    }),
  /** The links still open (leaders and co-leaders). */
  invites: (id: string) =>
    queryOptions({
      queryKey: groupKeys.invites(id),
      queryFn: ({ signal }) =>
        call(api.groups[':id'].invites.$get({ param: { id } }, { init: { signal } })),
    }),
  /** Whom the group removed (leaders and co-leaders). */
  removals: (id: string) =>
    queryOptions({
      queryKey: groupKeys.removals(id),
      queryFn: ({ signal }) =>
        call(api.groups[':id'].removals.$get({ param: { id } }, { init: { signal } })),
    }),
  /** Reported posts and comments of the group (leaders and co-leaders). */
  reports: (id: string) =>
    queryOptions({
      queryKey: groupKeys.reports(id),
      queryFn: ({ signal }) =>
        call(api.groups[':id'].reports.$get({ param: { id } }, { init: { signal } })),
    }),
  /** GET /api/groups/{id}/posts: open requests first (first page), then the rest newest first. */
  wall: (id: string) =>
    infiniteQueryOptions({
      queryKey: communityKeys.groupWall(id),
      queryFn: ({ pageParam, signal }) =>
        call(
          api.groups[':id'].posts.$get(
            {
              param: { id },
              query: { cursor: pageParam, limit: wallPageSize, timeZone: browserTimeZone() },
            },
            { init: { signal } },
          ),
        ),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.nextCursor ?? undefined,
    }),
};

/** After a change to a group: everything of groups is asked for again. */
export function refreshGroups(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: groupKeys.all });
}
