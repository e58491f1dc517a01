import { queryOptions } from '@tanstack/react-query';
import { api, call } from '@web/lib/api-client';
import { contentKeys } from '@web/lib/queries/content-keys';

const latestCount = 5;

/** The dashboard's queries; the key starts with contentKeys.all, so every live content change refetches it. */
export const dashboardQueries = {
  /**
   * GET /api/content: the newest published items (001 §7). The server only ever gives readers what
   * is published and due; status=published keeps staff to the same view here.
   */
  latestContent: () =>
    queryOptions({
      queryKey: [...contentKeys.all, 'latest'] as const,
      queryFn: ({ signal }) =>
        call(
          api.content.$get(
            { query: { limit: latestCount, status: 'published' } },
            { init: { signal } },
          ),
        ),
    }),
};
