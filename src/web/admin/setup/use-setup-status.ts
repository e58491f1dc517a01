import { useQuery } from '@tanstack/react-query';
import type { SetupStatus } from '../../../contracts/auth';
import { api } from '../../lib/api-client';

/** GET /api/setup/status: is a first super admin still needed, and is this link's token the right one. */
export function useSetupStatus(token: string) {
  return useQuery({
    queryKey: ['setup-status', token],
    queryFn: ({ signal }) =>
      api.get<SetupStatus>('/api/setup/status', { query: { token }, signal }),
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
}
