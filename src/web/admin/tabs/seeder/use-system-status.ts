import { useQuery } from '@tanstack/react-query';
import type { ServiceStatus } from '../../../../contracts/system-status';
import { api } from '../../../lib/api-client';

export interface SystemStatus {
  services: ServiceStatus[];
  checkedAt: string;
}

export const systemStatusQueryKey = ['system-status'] as const;

/** GET /api/admin/system-status: the real state of each provider and service, checked on request. */
export function useSystemStatus() {
  return useQuery({
    queryKey: systemStatusQueryKey,
    queryFn: ({ signal }) => api.get<SystemStatus>('/api/admin/system-status', { signal }),
    staleTime: 15_000,
  });
}
