import { useQuery } from '@tanstack/react-query';
import type { FeaturedPsalm } from '../../../../contracts/psalms';
import { api } from '../../../lib/api-client';
import { browserTimeZone } from '../../../lib/time-zone';

export const featuredPsalmsKey = (timeZone: string | undefined) =>
  ['psalms', 'featured', timeZone] as const;

/** GET /api/psalms/featured: published psalms of the last 30 days (the server applies 001 §7's rule). */
export function useFeaturedPsalms() {
  const timeZone = browserTimeZone();
  return useQuery({
    queryKey: featuredPsalmsKey(timeZone),
    queryFn: async ({ signal }) =>
      (
        await api.get<{ items: FeaturedPsalm[] }>('/api/psalms/featured', {
          query: { timeZone },
          signal,
        })
      ).items,
  });
}
