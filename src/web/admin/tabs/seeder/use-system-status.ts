import { useQuery } from '@tanstack/react-query';
import { seederQueries } from './seeder-queries';

/** The state of each provider and service; checked again when older than 15 seconds. */
export function useSystemStatus() {
  return useQuery({ ...seederQueries.systemStatus(), staleTime: 15_000 });
}
