import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { ContentListQuery } from '@contracts/content';
import { api, call } from '@web/lib/api-client';
import { contentKeys } from '@web/lib/queries/content-keys';
import { browserTimeZone } from '@web/lib/time-zone';

/** The library's filters: GET /api/content's query less paging (members never see drafts). */
export type LibraryFilters = Pick<ContentListQuery, 'q' | 'categoryId' | 'difficulty' | 'duration'>;

export const libraryPageSize = 12;

/** Under contentKeys.all, so a live content change (published, edited, withdrawn) refreshes them. */
export const libraryKeys = {
  list: (filters: LibraryFilters) => [...contentKeys.all, 'library', filters] as const,
  item: (id: string) => [...contentKeys.all, 'item', id] as const,
};

/** The library's and the reader's queries; the reader's local day decides what is released. */
export const libraryQueries = {
  /** GET /api/content: newest first, page by page. */
  list: (filters: LibraryFilters) =>
    infiniteQueryOptions({
      queryKey: libraryKeys.list(filters),
      queryFn: ({ pageParam, signal }) =>
        call(
          api.content.$get(
            {
              query: {
                ...filters,
                status: 'published',
                cursor: pageParam,
                limit: libraryPageSize,
                timeZone: browserTimeZone(),
              },
            },
            { init: { signal } },
          ),
        ),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.nextCursor ?? undefined,
    }),
  /** GET /api/content/{id}: one item (404 for drafts, items not yet released and unknown ids). */
  item: (id: string) =>
    queryOptions({
      queryKey: libraryKeys.item(id),
      queryFn: ({ signal }) =>
        call(
          api.content[':id'].$get(
            { param: { id }, query: { timeZone: browserTimeZone() } },
            { init: { signal } },
          ),
        ),
    }),
};
