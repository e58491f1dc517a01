import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '@web/lib/api-client';
import { contentKeys } from '@web/lib/queries/content-keys';

/**
 * POST /api/admin/content/{id}/narration: the voice provider reads the item's saved body (5-20 s
 * offline); the answer is the item with its new audio, which replaces any it had.
 */
export function useNarrateContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      call(api.admin.content[':id'].narration.$post({ param: { id }, json: {} })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.all }),
  });
}
