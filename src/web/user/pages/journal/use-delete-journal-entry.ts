import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshJournal } from './journal-query-root';
import { journalEntryKey } from './use-journal-entry';

/** DELETE /api/journal/{id}. */
export function deleteJournalEntry(id: string): Promise<void> {
  return api.delete<void>(`/api/journal/${encodeURIComponent(id)}`);
}

export function useDeleteJournalEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteJournalEntry,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: journalEntryKey(id) });
      return refreshJournal(queryClient);
    },
  });
}
