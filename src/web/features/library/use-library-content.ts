import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { libraryQueries, type LibraryFilters } from './library-queries';

/** The library's items, page by page (Load more); the previous list stays while a search runs. */
export function useLibraryContent(filters: LibraryFilters) {
  return useInfiniteQuery({ ...libraryQueries.list(filters), placeholderData: keepPreviousData });
}
