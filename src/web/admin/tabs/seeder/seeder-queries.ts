import { queryOptions } from '@tanstack/react-query';
import { api, call } from '@web/lib/api-client';

/** The Sample tab's queries. */
export const seederQueries = {
  /** GET /api/admin/system-status: the real state of each provider and service, checked on request. */
  systemStatus: () =>
    queryOptions({
      queryKey: ['system-status'] as const,
      queryFn: ({ signal }) =>
        call(api.admin['system-status'].$get(undefined, { init: { signal } })),
    }),
};
