import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JournalEntryUpdate } from '@contracts/journal';
import { api, call } from '@web/lib/api-client';
import { journalQueries, refreshJournal } from './journal-queries';

/** PATCH /api/journal/{id}: the fields that are sent change; the others stay. */
export function updateJournalEntry({ id, changes }: { id: string; changes: JournalEntryUpdate }) {
  return call(api.journal[':id'].$patch({ param: { id }, json: changes }));
}

export function useUpdateJournalEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateJournalEntry,
    onSuccess: (entry) => {
      queryClient.setQueryData(journalQueries.entry(entry.id).queryKey, entry);
      return refreshJournal(queryClient);
    },
  });
}
