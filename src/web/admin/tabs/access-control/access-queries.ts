import { queryOptions } from '@tanstack/react-query';
import { api, call } from '@web/lib/api-client';

/** The Access Control tab's queries. */
export const accessQueries = {
  /** GET /api/admin/access-settings: the content access settings for free users, by key. */
  settings: () =>
    queryOptions({
      queryKey: ['access-settings'] as const,
      queryFn: async ({ signal }) =>
        (await call(api.admin['access-settings'].$get(undefined, { init: { signal } }))).items,
    }),
};
