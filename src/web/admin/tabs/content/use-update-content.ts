import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContentInput } from '@contracts/content';
import { api, call } from '@web/lib/api-client';
import { categoryKeys } from '@web/lib/queries/categories';
import { contentKeys } from '@web/lib/queries/content-keys';

/**
 * PATCH /api/admin/content/{id}. The form always sends every field: the server fills the schema's
 * defaults into fields a partial body leaves out.
 */
export function useUpdateContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ContentInput }) =>
      call(api.admin.content[':id'].$patch({ param: { id }, json: input })),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: contentKeys.all }),
        queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
      ]),
  });
}
