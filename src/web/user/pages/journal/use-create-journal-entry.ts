import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JournalEntry, JournalEntryInput } from '../../../../contracts/journal';
import { api } from '../../../lib/api-client';
import { browserTimeZone } from '../../../lib/time-zone';
import { refreshJournal } from './journal-query-root';

export type NewJournalEntry = Omit<JournalEntryInput, 'timeZone'>;

/** POST /api/journal (premium): the entry is dated by the author's local day where they are now. */
export function createJournalEntry(input: NewJournalEntry): Promise<JournalEntry> {
  return api.post<JournalEntry>('/api/journal', { ...input, timeZone: browserTimeZone() });
}

export function useCreateJournalEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createJournalEntry,
    onSuccess: () => refreshJournal(queryClient),
  });
}
