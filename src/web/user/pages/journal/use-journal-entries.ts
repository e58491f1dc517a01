import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { JournalCategory, JournalMood } from '../../../../contracts/enums';
import type { journalPage } from '../../../../contracts/journal';
import { api } from '../../../lib/api-client';
import { journalRootKey } from './journal-query-root';

export type JournalPage = z.infer<typeof journalPage>;

export interface JournalFilters {
  /** Words to find in the title or content (case-insensitive). */
  q?: string;
  category?: JournalCategory;
  mood?: JournalMood;
}

export const journalPageSize = 20;

export const journalEntriesKey = (filters: JournalFilters) =>
  [...journalRootKey, 'entries', filters] as const;

/** GET /api/journal: one page of the signed-in person's entries, newest first. */
export function fetchJournalPage(
  filters: JournalFilters,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<JournalPage> {
  return api.get<JournalPage>('/api/journal', {
    query: { ...filters, cursor, limit: journalPageSize },
    signal,
  });
}

/** The entry list, page by page (Load More); the previous list stays on screen while a search runs. */
export function useJournalEntries(filters: JournalFilters) {
  return useInfiniteQuery({
    queryKey: journalEntriesKey(filters),
    queryFn: ({ pageParam, signal }) => fetchJournalPage(filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}
