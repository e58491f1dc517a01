import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JournalEntry } from '../../../../contracts/journal';
import { api } from '../../../lib/api-client';
import { refreshJournal } from './journal-query-root';
import { journalEntryKey } from './use-journal-entry';

/** DELETE /api/journal/{id}/answer: the prayer is no longer marked as answered. */
export function unmarkAnswered(id: string): Promise<JournalEntry> {
  return api.delete<JournalEntry>(`/api/journal/${encodeURIComponent(id)}/answer`);
}

export function useUnmarkAnswered() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unmarkAnswered,
    onSuccess: (entry) => {
      queryClient.setQueryData(journalEntryKey(entry.id), entry);
      return refreshJournal(queryClient);
    },
  });
}
