import { formatDayLabel } from '@web/lib/format-date';
import { journalT } from './i18n/journal-t';

/**
 * 001 §2: Today, Yesterday, or MMM d, yyyy. An entry belongs to the local day on which it was
 * written (its localDate, the day its streak counts), read as a calendar date here rather than as
 * an instant, so the label never shifts by a time-zone offset.
 */
export function entryDayLabel(localDate: string): string {
  return formatDayLabel(localDate, {
    today: journalT('journal.entry.today'),
    yesterday: journalT('journal.entry.yesterday'),
  });
}
