import { useQuery } from '@tanstack/react-query';
import { seederQueries } from './seeder-queries';

/**
 * The state of each provider and service; checked again when older than 15 seconds, and every 15
 * seconds while the starter library is being narrated, so its count moves on the open card.
 */
export function useSystemStatus() {
  return useQuery({
    ...seederQueries.systemStatus(),
    staleTime: 15_000,
    refetchInterval: (query) => (query.state.data?.starterNarration ? 15_000 : false),
  });
}
