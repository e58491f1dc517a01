import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api, call } from '@web/lib/api-client';

/** Admin Settings' lists (user records and the audit log, one cursor page at a time) and group rules. */
export const settingsQueries = {
  /** GET /api/admin/group-settings: the group limits and whether starting a group is premium. */
  groups: () =>
    queryOptions({
      queryKey: ['admin', 'group-settings'] as const,
      queryFn: ({ signal }) => call(api.admin['group-settings'].$get({}, { init: { signal } })),
    }),
  records: (q: string) =>
    infiniteQueryOptions({
      queryKey: ['admin', 'user-records', q] as const,
      initialPageParam: undefined as string | undefined,
      queryFn: ({ pageParam, signal }) =>
        call(
          api.admin['user-records'].$get(
            { query: { q: q || undefined, cursor: pageParam, limit: '25' } },
            { init: { signal } },
          ),
        ),
      getNextPageParam: (last) => last.nextCursor ?? undefined,
    }),
  audit: (filters: { action: string; q: string }) =>
    infiniteQueryOptions({
      queryKey: ['admin', 'audit-log', filters] as const,
      initialPageParam: undefined as string | undefined,
      queryFn: ({ pageParam, signal }) =>
        call(
          api.admin['audit-log'].$get(
            {
              query: {
                action: filters.action || undefined,
                q: filters.q || undefined,
                cursor: pageParam,
                limit: '25',
              },
            },
            { init: { signal } },
          ),
        ),
      getNextPageParam: (last) => last.nextCursor ?? undefined,
    }),
};
