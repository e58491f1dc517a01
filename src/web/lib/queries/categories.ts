import { queryOptions } from '@tanstack/react-query';
import { api, call } from '../api-client';

/** Every screen that lists categories shares this key, so a change in one refreshes the others. */
export const categoryKeys = {
  all: ['categories'] as const,
};

export const categoryQueries = {
  /** GET /api/categories: the categories ordered by name (000 §9), each with its content count. */
  list: () =>
    queryOptions({
      queryKey: categoryKeys.all,
      queryFn: async ({ signal }) =>
        (await call(api.categories.$get(undefined, { init: { signal } }))).items,
    }),
};
