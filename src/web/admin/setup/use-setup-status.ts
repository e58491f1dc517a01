import { useQuery } from '@tanstack/react-query';
import { setupQueries } from './setup-queries';

/** The setup state for this link's token, asked afresh each time the page opens. */
export function useSetupStatus(token: string) {
  return useQuery({ ...setupQueries.status(token), staleTime: 0, refetchOnWindowFocus: false });
}
