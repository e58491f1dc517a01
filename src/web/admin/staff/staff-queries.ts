import { queryOptions } from '@tanstack/react-query';
import { api, call } from '@web/lib/api-client';

/** Staff roles (Admins tab and Admin Settings → Admin Management). */
export const staffQueries = {
  /** GET /api/admin/admins: everyone holding a staff role. */
  list: () =>
    queryOptions({
      queryKey: ['admin', 'staff'] as const,
      queryFn: ({ signal }) => call(api.admin.admins.$get(undefined, { init: { signal } })),
    }),
};
