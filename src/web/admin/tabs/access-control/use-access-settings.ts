import { useQuery } from '@tanstack/react-query';
import { accessQueries } from './access-queries';

/** The content access settings for free users, by key. */
export function useAccessSettings() {
  return useQuery(accessQueries.settings());
}
