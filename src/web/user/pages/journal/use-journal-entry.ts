import { useQuery } from '@tanstack/react-query';
import type { JournalEntry } from '../../../../contracts/journal';
import { api } from '../../../lib/api-client';
import { journalRootKey } from './journal-query-root';

export const journalEntryKey = (id: string) => [...journalRootKey, 'entry', id] as const;

/** GET /api/journal/{id}: one of the signed-in person's entries, whole. */
export function fetchJournalEntry(id: string, signal?: AbortSignal): Promise<JournalEntry> {
  return api.get<JournalEntry>(`/api/journal/${encodeURIComponent(id)}`, { signal });
}

/** The entry being read in full; the list's copy shows at once while the fresh one arrives. */
export function useJournalEntry(id: string, listed?: JournalEntry) {
  return useQuery({
    queryKey: journalEntryKey(id),
    queryFn: ({ signal }) => fetchJournalEntry(id, signal),
    placeholderData: listed,
  });
}
