import { queryOptions } from '@tanstack/react-query';
import { api, call } from '@web/lib/api-client';
import { currentSubscription, pushPermission } from './push-device';

export const pushKeys = {
  all: ['push'] as const,
  status: ['push', 'status'] as const,
  device: ['push', 'device'] as const,
};

/** GET /api/notifications/status: devices receiving push and the zone reminders are timed in. */
export const pushStatusQuery = () =>
  queryOptions({
    queryKey: pushKeys.status,
    queryFn: ({ signal }) => call(api.notifications.status.$get({}, { init: { signal } })),
  });

/** This browser: its permission and whether it holds a subscription (its endpoint). */
export const pushDeviceQuery = () =>
  queryOptions({
    queryKey: pushKeys.device,
    queryFn: async () => ({
      permission: pushPermission(),
      endpoint: (await currentSubscription())?.endpoint ?? null,
    }),
  });
