import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContentInput, ContentItem } from '../../../../contracts/content';
import { api } from '../../../lib/api-client';

/**
 * PATCH /api/admin/content/{id}. The form always sends every field: the server fills the schema's
 * defaults into fields a partial body leaves out.
 */
export function useUpdateContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ContentInput }) =>
      api.patch<ContentItem>(`/api/admin/content/${encodeURIComponent(id)}`, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['content'] }),
        queryClient.invalidateQueries({ queryKey: ['categories'] }),
      ]),
  });
}
