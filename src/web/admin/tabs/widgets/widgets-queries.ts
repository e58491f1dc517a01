import { queryOptions } from '@tanstack/react-query';
import { api, call } from '@web/lib/api-client';

/** The Widgets tab's queries: the switches and the usage of the last 7 days. */
export const widgetsQueries = {
  settings: () =>
    queryOptions({
      queryKey: ['admin', 'widgets', 'settings'] as const,
      queryFn: ({ signal }) =>
        call(api.admin.widgets.settings.$get(undefined, { init: { signal } })),
    }),
  usage: () =>
    queryOptions({
      queryKey: ['admin', 'widgets', 'usage'] as const,
      queryFn: ({ signal }) => call(api.admin.widgets.usage.$get(undefined, { init: { signal } })),
    }),
};
