import { useMutation } from '@tanstack/react-query';
import { api, call } from '@web/lib/api-client';

/** POST /api/progress/{id}/complete: the session is finished (a repeat changes nothing). */
export function useCompleteProgress() {
  return useMutation({
    mutationFn: (progressId: string) =>
      call(api.progress[':id'].complete.$post({ param: { id: progressId } })),
  });
}
