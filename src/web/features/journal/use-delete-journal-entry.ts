import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '@web/lib/api-client';
import { journalKeys, refreshJournal } from './journal-queries';

/** DELETE /api/journal/{id}. */
export function deleteJournalEntry(id: string) {
  return call(api.journal[':id'].$delete({ param: { id } }));
}

export function useDeleteJournalEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteJournalEntry,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: journalKeys.entry(id) });
      return refreshJournal(queryClient);
    },
  });
}
