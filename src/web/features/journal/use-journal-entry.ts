import { useQuery } from '@tanstack/react-query';
import type { JournalEntry } from '@contracts/journal';
import { journalQueries } from './journal-queries';

/** The entry being read in full; the list's copy shows at once while the fresh one arrives. */
export function useJournalEntry(id: string, listed?: JournalEntry) {
  return useQuery({ ...journalQueries.entry(id), placeholderData: listed });
}
