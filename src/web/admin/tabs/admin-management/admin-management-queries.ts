import { queryOptions } from '@tanstack/react-query';
import { api, call } from '@web/lib/api-client';

/** The Admins tab's queries. */
export const adminManagementQueries = {
  /** GET /api/admin/psalms/stats: today, last 7 and 30 days, and the ten most recent daily counts. */
  psalmStats: () =>
    queryOptions({
      queryKey: ['admin', 'psalms', 'stats'] as const,
      queryFn: ({ signal }) => call(api.admin.psalms.stats.$get(undefined, { init: { signal } })),
    }),
};
