import { useQuery } from '@tanstack/react-query';
import { categoryQueries } from './categories';

/**
 * The categories, ordered by name: the Categories tab's cards, the Content tab's form and filters,
 * the Import tab's default category.
 */
export function useCategories() {
  return useQuery(categoryQueries.list());
}
