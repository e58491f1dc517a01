import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Category, CategoryInput } from '../../../../contracts/content';
import { api } from '../../../lib/api-client';

/** POST /api/admin/categories. */
export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CategoryInput) => api.post<Category>('/api/admin/categories', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['categories'] }),
  });
}
