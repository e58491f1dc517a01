import { queryOptions } from '@tanstack/react-query';
import { api, call } from '@web/lib/api-client';

/** The first-run setup page's queries. */
export const setupQueries = {
  /** GET /api/setup/status: is a first super admin still needed, and is this link's token the right one. */
  status: (token: string) =>
    queryOptions({
      queryKey: ['setup-status', token] as const,
      queryFn: ({ signal }) =>
        call(api.setup.status.$get({ query: { token } }, { init: { signal } })),
    }),
};
