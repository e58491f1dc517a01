import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api, call } from '@web/lib/api-client';
import { meQueryKey } from '@web/lib/session/me-query';
import { subscriptionRecheckMs } from './use-subscription';

export const subscriptionKey = ['subscription'] as const;

/** GET /api/subscription: the check-subscription answer (subscribed, product, end, status, plan). */
export const subscriptionQuery = () =>
  queryOptions({
    queryKey: subscriptionKey,
    queryFn: ({ signal }) => call(api.subscription.$get(undefined, { init: { signal } })),
    refetchInterval: subscriptionRecheckMs,
  });

/** After a purchase, a cancel or a switch: the subscription and the session's premium flag again. */
export async function refreshSubscription(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: subscriptionKey }),
    queryClient.invalidateQueries({ queryKey: meQueryKey }),
  ]);
}
