import type { QueryClient } from '@tanstack/react-query';

/** Every cached journal answer (entries, one entry, stats) lives under this key. */
export const journalRootKey = ['journal'] as const;

/** After any journal change: the list, the open entry and the stats are asked for again. */
export function refreshJournal(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: journalRootKey });
}
