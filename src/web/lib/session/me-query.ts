import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Me } from '@contracts/me';
import type { PermissionKey } from '@contracts/roles';
import { api, call } from '../api-client';
import { isApiError } from '../api-error';
import { reconnectRealtime } from '../realtime';

export const meQueryKey = ['me'] as const;

/** GET /api/me; a 401 means nobody is signed in and resolves to null. */
export async function fetchMe(signal?: AbortSignal): Promise<Me | null> {
  try {
    return await call(api.me.$get(undefined, { init: { signal } }));
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

/** Who is signed in: the one query every gate and page reads (useMe, useSubscription). */
export const meQuery = () =>
  queryOptions({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => fetchMe(signal),
    staleTime: 60_000,
  });

/** Who is signed in (null: nobody), with their staff role and permission keys. The only source of that in the web. */
export function useMe() {
  return useQuery(meQuery());
}

export function hasPermission(me: Me | null | undefined, permission: PermissionKey): boolean {
  return !!me?.permissions.includes(permission);
}

/** After any sign-in, sign-out or account change: drop every cached answer and ask the server again. */
export async function resetSession(queryClient: QueryClient, me?: Me | null): Promise<void> {
  await queryClient.cancelQueries();
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
  if (me === null) {
    // Signed out: the pages that listen to the stream are about to unmount and close it.
    queryClient.setQueryData(meQueryKey, null);
    return;
  }
  await queryClient.invalidateQueries({ queryKey: meQueryKey });
  // Signed in: reopen the stream so it carries the new session's rights.
  reconnectRealtime();
}
