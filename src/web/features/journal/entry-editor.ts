import type { JournalCategory } from '@contracts/enum-values';
import type { JournalEntry } from '@contracts/journal';

/** What the entry dialog is doing: writing a new entry (maybe in a chosen category) or editing one. */
export type EntryEditor =
  { mode: 'create'; category?: JournalCategory } | { mode: 'edit'; entry: JournalEntry };
