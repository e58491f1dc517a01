import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '@web/lib/api-client';
import { journalQueries, refreshJournal } from './journal-queries';

/** DELETE /api/journal/{id}/answer: the prayer is no longer marked as answered. */
export function unmarkAnswered(id: string) {
  return call(api.journal[':id'].answer.$delete({ param: { id } }));
}

export function useUnmarkAnswered() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unmarkAnswered,
    onSuccess: (entry) => {
      queryClient.setQueryData(journalQueries.entry(entry.id).queryKey, entry);
      return refreshJournal(queryClient);
    },
  });
}
