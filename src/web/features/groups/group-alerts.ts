import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api, call } from '@web/lib/api-client';

/**
 * The member's notices about their prayer groups (decision 063): one per new prayer request or a
 * day's summary, and how many are unread. The shell's badge and the groups page share this key.
 */
export const groupAlertKeys = {
  all: ['group-alerts'] as const,
};

/** GET /api/group-alerts: the latest notices, newest first, with the unread count. */
export const groupAlertsQuery = () =>
  queryOptions({
    queryKey: groupAlertKeys.all,
    queryFn: ({ signal }) => call(api['group-alerts'].$get({}, { init: { signal } })),
  });

/** After something read notices on the server (a group's wall opened): ask again. */
export function refreshGroupAlerts(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: groupAlertKeys.all });
}
