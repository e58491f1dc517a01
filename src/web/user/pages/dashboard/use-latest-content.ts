import { useQuery } from '@tanstack/react-query';
import type { ContentPage } from '../../../../contracts/content';
import { api } from '../../../lib/api-client';

const latestCount = 5;

/** Starts with 'content', so every live content change (user shell) refetches it. */
export const latestContentQueryKey = ['content', 'latest'] as const;

/**
 * GET /api/content: the newest published items (001 §7). The server only ever gives readers what is
 * published and due; status=published keeps staff to the same view here.
 */
export function useLatestContent() {
  return useQuery({
    queryKey: latestContentQueryKey,
    queryFn: ({ signal }) =>
      api.get<ContentPage>('/api/content', {
        signal,
        query: { limit: latestCount, status: 'published' },
      }),
  });
}
