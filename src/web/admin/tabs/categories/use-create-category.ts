import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CategoryInput } from '@contracts/content';
import { api, call } from '@web/lib/api-client';
import { categoryKeys } from '@web/lib/queries/categories';

/** POST /api/admin/categories. */
export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CategoryInput) => call(api.admin.categories.$post({ json: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
  });
}
