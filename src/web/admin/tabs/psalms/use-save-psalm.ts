import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavePsalmInput } from '@contracts/psalms';
import { api, call } from '@web/lib/api-client';
import { contentKeys } from '@web/lib/queries/content-keys';
import { psalmsQueries } from './psalms-queries';

/**
 * POST /api/admin/psalms: publishes the daily psalm of a date, narrated first when asked (the voice
 * provider can take 5-20 s offline). A date that already has a published psalm answers 409.
 */
export function useSavePsalm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SavePsalmInput) => call(api.admin.psalms.$post({ json: input })),
    // The psalm is also an item of the Content tab's list.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: psalmsQueries.recent().queryKey }),
        queryClient.invalidateQueries({ queryKey: contentKeys.all }),
      ]),
  });
}
