import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CategoryInput } from '@contracts/content';
import { api, call } from '@web/lib/api-client';
import { categoryKeys } from '@web/lib/queries/categories';
import { contentKeys } from '@web/lib/queries/content-keys';

/** PATCH /api/admin/categories/{id} with every field of the form. */
export function useUpdateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: CategoryInput }) =>
      call(api.admin.categories[':id'].$patch({ param: { id }, json: input })),
    // Content rows show their category's name and colour.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
        queryClient.invalidateQueries({ queryKey: contentKeys.all }),
      ]),
  });
}
