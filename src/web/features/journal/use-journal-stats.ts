import { useQuery } from '@tanstack/react-query';
import { browserTimeZone } from '@web/lib/time-zone';
import { journalQueries } from './journal-queries';

/** The four figures, counted in the local days of the browser's zone. */
export function useJournalStats() {
  return useQuery(journalQueries.stats(browserTimeZone()));
}
