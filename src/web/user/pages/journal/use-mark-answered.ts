import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JournalEntry } from '../../../../contracts/journal';
import { api } from '../../../lib/api-client';
import { refreshJournal } from './journal-query-root';
import { journalEntryKey } from './use-journal-entry';

/** PUT /api/journal/{id}/answer: the prayer is answered, with an optional note of how. */
export function markAnswered({ id, note }: { id: string; note?: string }): Promise<JournalEntry> {
  return api.put<JournalEntry>(`/api/journal/${encodeURIComponent(id)}/answer`, {
    note: note?.trim() || null,
  });
}

export function useMarkAnswered() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAnswered,
    onSuccess: (entry) => {
      queryClient.setQueryData(journalEntryKey(entry.id), entry);
      return refreshJournal(queryClient);
    },
  });
}
