import { useInfiniteQuery } from '@tanstack/react-query';
import { contentQueries, type ContentFilters } from './content-queries';

/** The Content tab's list for the filters; the previous list stays on screen while a search runs. */
export function useContentPages(filters: ContentFilters) {
  return useInfiniteQuery({
    ...contentQueries.pages(filters),
    placeholderData: (previous) => previous,
  });
}
