import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReminderTimes } from '@contracts/notifications';
import { api, call } from '@web/lib/api-client';
import { pushT as t } from '@web/features/push';
import { notifyFailure } from '@web/lib/toasts';

const reminderTimesKey = ['push', 'reminder-times'] as const;

/** GET /api/notifications/reminder-times: the member's own reminder times, earliest first. */
export const reminderTimesQuery = () =>
  queryOptions({
    queryKey: reminderTimesKey,
    queryFn: ({ signal }) =>
      call(api.notifications['reminder-times'].$get({}, { init: { signal } })),
  });

/** Saves the whole list (an add or a remove is one save); the answer is the stored list. */
export function useSaveReminderTimes() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (times: string[]) =>
      call(api.notifications['reminder-times'].$put({ json: { times } })),
    onSuccess: (saved: ReminderTimes) => queries.setQueryData(reminderTimesKey, saved),
    onError: () => notifyFailure(t('push.reminderTimes.saveFailed')),
  });
}
