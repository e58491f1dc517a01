import { useQuery } from '@tanstack/react-query';
import { browserTimeZone } from '@web/lib/time-zone';
import { psalmQueries } from './psalm-queries';

/** Published psalms of the last 30 days, in the reader's local days. */
export function useFeaturedPsalms() {
  return useQuery(psalmQueries.featured(browserTimeZone()));
}
