import { infiniteQueryOptions } from '@tanstack/react-query';
import { api, call } from '@web/lib/api-client';

/** Admin Settings' lists: user records and the audit log, one cursor page at a time. */
export const settingsQueries = {
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
