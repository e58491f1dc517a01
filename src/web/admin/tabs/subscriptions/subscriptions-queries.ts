import {
  infiniteQueryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { api, call } from '@web/lib/api-client';

const keys = {
  all: ['admin', 'subscriptions'] as const,
  records: (search: string) => [...keys.all, 'records', search] as const,
};

/** GET /api/admin/subscriptions: user records with their subscription, page by page. */
export const subscriptionRecordsQuery = (search: string) =>
  infiniteQueryOptions({
    queryKey: keys.records(search),
    queryFn: ({ pageParam, signal }) =>
      call(
        api.admin.subscriptions.$get(
          { query: { search: search || undefined, cursor: pageParam, limit: 20 } },
          { init: { signal } },
        ),
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

const refresh = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: keys.all });

/** POST /api/admin/subscriptions/{userId}/cancel: premium ends at once. */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      call(api.admin.subscriptions[':userId'].cancel.$post({ param: { userId } })),
    onSuccess: () => refresh(queryClient),
  });
}

/** POST /api/admin/subscriptions/grant: 30 days of premium for a signed-up user. */
export function useGrantPremium() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) =>
      call(api.admin.subscriptions.grant.$post({ json: { email, durationDays: 30 } })),
    onSuccess: () => refresh(queryClient),
  });
}
