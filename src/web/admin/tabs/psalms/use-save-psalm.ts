import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecentPsalm, SavePsalmInput } from '../../../../contracts/psalms';
import { api } from '../../../lib/api-client';
import { recentPsalmsKey } from './use-recent-psalms';

/**
 * POST /api/admin/psalms: publishes the daily psalm of a date, narrated first when asked (the voice
 * provider can take 5-20 s offline). A date that already has a published psalm answers 409.
 */
export function useSavePsalm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SavePsalmInput) => api.post<RecentPsalm>('/api/admin/psalms', input),
    // The psalm is also an item of the Content tab's list.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: recentPsalmsKey }),
        queryClient.invalidateQueries({ queryKey: ['content'] }),
      ]),
  });
}
