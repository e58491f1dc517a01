import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';
import { isOfflineFailure } from './device-offline';

/**
 * Client errors (4xx) will not change on a retry, nor will a request made offline; network and
 * server errors get two more tries.
 */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  if (isOfflineFailure(error)) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: shouldRetry,
        refetchOnWindowFocus: true,
        // Asked offline too: the service worker answers what it kept (decision 138), and what it
        // did not keep fails at once with the offline state instead of waiting for a connection.
        networkMode: 'always',
      },
      mutations: { retry: false },
    },
  });
}
