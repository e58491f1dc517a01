import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '@web/lib/api-client';
import { categoryKeys } from '@web/lib/queries/categories';

/** DELETE /api/admin/categories/{id}; a category that still has content answers 409 with the reason. */
export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(api.admin.categories[':id'].$delete({ param: { id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
  });
}
