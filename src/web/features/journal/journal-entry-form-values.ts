import type { z } from 'zod';
import type { JournalCategory } from '@contracts/enum-values';
import { journalEntryInput, type JournalEntry } from '@contracts/journal';

/** The dialog's form: the contract's entry fields (the time zone is added when it is sent). */
export const journalEntryForm = journalEntryInput.omit({ timeZone: true });
export type JournalEntryFormInput = z.input<typeof journalEntryForm>;
export type JournalEntryFormValues = z.output<typeof journalEntryForm>;

export const journalEntryFormFields = [
  'title',
  'content',
  'scripture',
  'category',
  'mood',
  'tags',
  'isPrivate',
] as const;

/** A blank entry: the spec's defaults (category reflection, no tags, private), or a chosen category. */
export function blankEntry(category: JournalCategory = 'reflection'): JournalEntryFormInput {
  return {
    title: '',
    content: '',
    scripture: '',
    category,
    mood: null,
    tags: [],
    isPrivate: true,
  };
}

export function entryToForm(entry: JournalEntry): JournalEntryFormInput {
  return {
    title: entry.title,
    content: entry.content,
    scripture: entry.scripture ?? '',
    category: entry.category,
    mood: entry.mood,
    tags: [...entry.tags],
    isPrivate: entry.isPrivate,
  };
}

/** What the API receives: an empty scripture reference or mood is sent as none. */
export function formToEntry(values: JournalEntryFormValues) {
  return {
    title: values.title,
    content: values.content,
    scripture: values.scripture || null,
    category: values.category,
    mood: values.mood ?? null,
    tags: values.tags,
    isPrivate: values.isPrivate,
  };
}
