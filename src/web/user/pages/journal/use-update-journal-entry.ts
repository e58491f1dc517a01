import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JournalEntry, JournalEntryUpdate } from '../../../../contracts/journal';
import { api } from '../../../lib/api-client';
import { refreshJournal } from './journal-query-root';
import { journalEntryKey } from './use-journal-entry';

/** PATCH /api/journal/{id}: the fields that are sent change; the others stay. */
export function updateJournalEntry({
  id,
  changes,
}: {
  id: string;
  changes: JournalEntryUpdate;
}): Promise<JournalEntry> {
  return api.patch<JournalEntry>(`/api/journal/${encodeURIComponent(id)}`, changes);
}

export function useUpdateJournalEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateJournalEntry,
    onSuccess: (entry) => {
      queryClient.setQueryData(journalEntryKey(entry.id), entry);
      return refreshJournal(queryClient);
    },
  });
}
