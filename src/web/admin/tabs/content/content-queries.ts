import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { ContentListQuery } from '@contracts/content';
import { api, call } from '@web/lib/api-client';
import { contentKeys } from '@web/lib/queries/content-keys';

/** The list's filters: the query of GET /api/content, less paging (the search is always there). */
export type ContentFilters = Pick<ContentListQuery, 'categoryId' | 'difficulty' | 'status'> & {
  q: string;
};

export type ContentStatusFilter = NonNullable<ContentFilters['status']>;

const pageSize = 20;

/** The Content tab's queries; their keys start with contentKeys.all, so any content change refreshes them. */
export const contentQueries = {
  /** GET /api/content for staff (drafts and scheduled items included), newest first, page by page. */
  pages: (filters: ContentFilters) =>
    infiniteQueryOptions({
      queryKey: [...contentKeys.all, 'admin-list', filters] as const,
      queryFn: ({ pageParam, signal }) =>
        call(
          api.content.$get(
            {
              query: {
                q: filters.q.trim() || undefined,
                categoryId: filters.categoryId,
                difficulty: filters.difficulty,
                status: filters.status,
                cursor: pageParam,
                limit: pageSize,
              },
            },
            { init: { signal } },
          ),
        ),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.nextCursor ?? undefined,
    }),
  /** GET /api/content/{id}: one item with its body, which the list does not carry. */
  item: (id: string) =>
    queryOptions({
      queryKey: [...contentKeys.all, 'admin-item', id] as const,
      queryFn: ({ signal }) =>
        call(api.content[':id'].$get({ param: { id }, query: {} }, { init: { signal } })),
    }),
};
