import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VoicePreset } from '../../../../contracts/enums';
import type { TodayPsalm } from '../../../../contracts/psalms';
import { api } from '../../../lib/api-client';

/** 001 §9: the voice is onyx. (A literal: importing the contract's value would bring zod along.) */
const voice: VoicePreset = 'onyx';

interface AudioResult {
  audioUrl: string;
  audioGenerated: true;
}

/**
 * POST /api/psalms/{id}/audio (voice onyx, 001 §9): narrates a psalm that has text and no audio; the
 * server saves it on the row. Today's psalm shows the player at once.
 */
export function useGenerateAudio() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.post<AudioResult>(`/api/psalms/${encodeURIComponent(id)}/audio`, { voice }),
    onSuccess: (result, id) => {
      queryClient.setQueriesData<TodayPsalm>({ queryKey: ['psalms', 'today'] }, (current) =>
        current?.psalm?.id === id
          ? {
              ...current,
              psalm: { ...current.psalm, audioUrl: result.audioUrl, audioGenerated: true },
            }
          : current,
      );
      void queryClient.invalidateQueries({ queryKey: ['psalms', 'featured'] });
    },
  });
}
