import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '@web/lib/api-client';
import { contentKeys } from '@web/lib/queries/content-keys';

/**
 * PUT /api/admin/content/{id}/recording with the chosen file as the body (the server judges it by
 * its bytes, so it goes as plain bytes whatever the browser calls it); the answer is the item with
 * the levelled recording as its audio, read by `readerName`.
 */
export function useUploadRecording() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, file, readerName }: { id: string; file: File; readerName: string }) =>
      call(
        api.admin.content[':id'].recording.$put(
          { param: { id }, query: { readerName } },
          { headers: { 'Content-Type': 'application/octet-stream' }, init: { body: file } },
        ),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.all }),
  });
}

/** DELETE /api/admin/content/{id}/recording: the narration it stood in for plays again. */
export function useRemoveRecording() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(api.admin.content[':id'].recording.$delete({ param: { id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.all }),
  });
}
