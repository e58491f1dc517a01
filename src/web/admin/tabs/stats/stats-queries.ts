import { queryOptions } from '@tanstack/react-query';
import { api, call } from '@web/lib/api-client';

/** GET /api/admin/stats: totals, the last 7 days, top 5 and per-day figures. */
export const statsQueries = {
  report: () =>
    queryOptions({
      queryKey: ['admin', 'stats'] as const,
      queryFn: ({ signal }) => call(api.admin.stats.$get({ query: {} }, { init: { signal } })),
    }),
};
