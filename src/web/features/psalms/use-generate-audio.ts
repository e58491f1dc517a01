import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TodayPsalm } from '@contracts/psalms';
import { api, call } from '@web/lib/api-client';
import { psalmKeys } from './psalm-queries';

/** 001 §9: the voice is onyx. (A literal: importing the contract's value would bring zod along.) */
const voice = 'onyx';

/**
 * POST /api/psalms/{id}/audio (voice onyx, 001 §9): narrates a psalm that has text and no audio; the
 * server saves it on the row. Today's psalm shows the player at once.
 */
export function useGenerateAudio() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      call(api.psalms[':id'].audio.$post({ param: { id }, query: {}, json: { voice } })),
    onSuccess: (result, id) => {
      queryClient.setQueriesData<TodayPsalm>({ queryKey: psalmKeys.today() }, (current) =>
        current?.psalm?.id === id
          ? {
              ...current,
              psalm: { ...current.psalm, audioUrl: result.audioUrl, audioGenerated: true },
            }
          : current,
      );
      void queryClient.invalidateQueries({ queryKey: psalmKeys.featured() });
    },
  });
}
