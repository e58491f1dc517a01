import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Category, CategoryInput } from '../../../../contracts/content';
import { api } from '../../../lib/api-client';

/** PATCH /api/admin/categories/{id} with every field of the form. */
export function useUpdateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: CategoryInput }) =>
      api.patch<Category>(`/api/admin/categories/${encodeURIComponent(id)}`, input),
    // Content rows show their category's name and colour.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['categories'] }),
        queryClient.invalidateQueries({ queryKey: ['content'] }),
      ]),
  });
}
