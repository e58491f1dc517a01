import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '@web/lib/api-client';
import { categoryKeys } from '@web/lib/queries/categories';
import { contentKeys } from '@web/lib/queries/content-keys';

/** DELETE /api/admin/content/{id}. */
export function useDeleteContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(api.admin.content[':id'].$delete({ param: { id } })),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: contentKeys.all }),
        queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
      ]),
  });
}
