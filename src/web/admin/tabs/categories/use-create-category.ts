import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CategoryInput } from '../../../../contracts/content';
import { api, call } from '../../../lib/api-client';
import { categoryKeys } from '../../../lib/queries/categories';

/** POST /api/admin/categories. */
export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CategoryInput) => call(api.admin.categories.$post({ json: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
  });
}
