import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JournalEntryInput } from '@contracts/journal';
import { api, call } from '@web/lib/api-client';
import { browserTimeZone } from '@web/lib/time-zone';
import { announcePushPromptMoment } from '@web/features/push';
import { refreshJournal } from './journal-queries';

export type NewJournalEntry = Omit<JournalEntryInput, 'timeZone'>;

/** POST /api/journal (premium): the entry is dated by the author's local day where they are now. */
export function createJournalEntry(input: NewJournalEntry) {
  return call(api.journal.$post({ json: { ...input, timeZone: browserTimeZone() } }));
}

export function useCreateJournalEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createJournalEntry,
    onSuccess: () => {
      // A saved entry is a moment worth offering reminders at (decision 146).
      announcePushPromptMoment();
      return refreshJournal(queryClient);
    },
  });
}
