import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { JournalListQuery } from '@contracts/journal';
import { api, call } from '@web/lib/api-client';

/** The list's filters (words in the title or content, category, mood): GET /api/journal's query less paging. */
export type JournalFilters = Pick<JournalListQuery, 'q' | 'category' | 'mood'>;

export const journalPageSize = 20;

/** Every cached journal answer (entries, one entry, stats) has a key under `all`. */
export const journalKeys = {
  all: ['journal'] as const,
  entries: (filters: JournalFilters) => [...journalKeys.all, 'entries', filters] as const,
  entry: (id: string) => [...journalKeys.all, 'entry', id] as const,
  stats: (timeZone: string | undefined) => [...journalKeys.all, 'stats', timeZone ?? null] as const,
};

/** The journal page's queries. */
export const journalQueries = {
  /** GET /api/journal: the signed-in person's entries, newest first, page by page. */
  entries: (filters: JournalFilters) =>
    infiniteQueryOptions({
      queryKey: journalKeys.entries(filters),
      queryFn: ({ pageParam, signal }) =>
        call(
          api.journal.$get(
            { query: { ...filters, cursor: pageParam, limit: journalPageSize } },
            { init: { signal } },
          ),
        ),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.nextCursor ?? undefined,
    }),
  /** GET /api/journal/{id}: one of the signed-in person's entries, whole. */
  entry: (id: string) =>
    queryOptions({
      queryKey: journalKeys.entry(id),
      queryFn: ({ signal }) =>
        call(api.journal[':id'].$get({ param: { id } }, { init: { signal } })),
    }),
  /** GET /api/journal/stats: the four figures, counted in the local days of the given zone. */
  stats: (timeZone: string | undefined) =>
    queryOptions({
      queryKey: journalKeys.stats(timeZone),
      queryFn: ({ signal }) =>
        call(api.journal.stats.$get({ query: { timeZone } }, { init: { signal } })),
    }),
};

/** After any journal change: the list, the open entry and the stats are asked for again. */
export function refreshJournal(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: journalKeys.all });
}
