import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SeedResult } from '../../../../contracts/seeder';
import { api } from '../../../lib/api-client';

/** POST /api/admin/seed: the six sample items, unless any content exists already. */
export function useSeedSampleContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<SeedResult>('/api/admin/seed'),
    onSuccess: (result) =>
      result.created > 0
        ? Promise.all([
            queryClient.invalidateQueries({ queryKey: ['content'] }),
            queryClient.invalidateQueries({ queryKey: ['categories'] }),
          ])
        : undefined,
  });
}
