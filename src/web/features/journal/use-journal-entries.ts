import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { journalQueries, type JournalFilters } from './journal-queries';

/** The entry list, page by page (Load More); the previous list stays on screen while a search runs. */
export function useJournalEntries(filters: JournalFilters) {
  return useInfiniteQuery({
    ...journalQueries.entries(filters),
    placeholderData: keepPreviousData,
  });
}
