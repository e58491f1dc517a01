import { useMutation } from '@tanstack/react-query';
import { api, call } from '@web/lib/api-client';
import { browserTimeZone } from '@web/lib/time-zone';

/** POST /api/content/{id}/progress: a reading or listening session starts now. */
export function useStartProgress() {
  return useMutation({
    mutationFn: (contentId: string) =>
      call(
        api.content[':id'].progress.$post({
          param: { id: contentId },
          query: { timeZone: browserTimeZone() },
        }),
      ),
  });
}
