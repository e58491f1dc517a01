import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, call } from '@web/lib/api-client';
import { storeWidgetData } from './widget-storage';

/** GET /api/latest-content: what the widget shows; kept on the device for the preview offline. */
export const widgetContentQuery = () =>
  queryOptions({
    queryKey: ['widgets', 'latest-content'] as const,
    queryFn: async ({ signal }) => {
      const data = await call(
        api['latest-content'].$get(
          { query: { timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone } },
          { init: { signal } },
        ),
      );
      storeWidgetData(data);
      return data;
    },
    retry: false,
    staleTime: 5 * 60_000,
  });

export function useWidgetContent() {
  return useQuery(widgetContentQuery());
}
