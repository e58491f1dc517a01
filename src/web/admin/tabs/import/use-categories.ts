import { useQuery } from '@tanstack/react-query';
import type { Category } from '../../../../contracts/content';
import { api } from '../../../lib/api-client';

/** Every tab that lists categories shares this key, so a change in one refreshes the others. */
export const categoriesQueryKey = ['categories'] as const;

export async function fetchCategories(signal?: AbortSignal): Promise<Category[]> {
  const { items } = await api.get<{ items: Category[] }>('/api/categories', { signal });
  return items;
}

/** GET /api/categories: the categories ordered by name, for the default category choice. */
export function useCategories() {
  return useQuery({
    queryKey: categoriesQueryKey,
    queryFn: ({ signal }) => fetchCategories(signal),
  });
}
