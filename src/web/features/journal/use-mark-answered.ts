import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '@web/lib/api-client';
import { journalQueries, refreshJournal } from './journal-queries';

/** PUT /api/journal/{id}/answer: the prayer is answered, with an optional note of how. */
export function markAnswered({ id, note }: { id: string; note?: string }) {
  return call(
    api.journal[':id'].answer.$put({ param: { id }, json: { note: note?.trim() || null } }),
  );
}

export function useMarkAnswered() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAnswered,
    onSuccess: (entry) => {
      queryClient.setQueryData(journalQueries.entry(entry.id).queryKey, entry);
      return refreshJournal(queryClient);
    },
  });
}
