import type { FieldError } from 'react-hook-form';
import type { z } from 'zod';
import type { JournalCategory } from '@contracts/enums';
import { journalEntryInput, type JournalEntry } from '@contracts/journal';

/** The dialog's form: the contract's entry fields (the time zone is added when it is sent). */
export const journalEntryForm = journalEntryInput.omit({ timeZone: true });
export type JournalEntryFormInput = z.input<typeof journalEntryForm>;
export type JournalEntryFormValues = z.output<typeof journalEntryForm>;

/**
 * Whether a title or content error is "left blank" (shown once for the form, not under each field):
 * min(1) is their only lower bound, so zod's too_small, the resolver's error type, means blank. A
 * field-level flag rather than the message's text, which is free to change or be translated.
 */
export function isBlank(error: FieldError | undefined): boolean {
  return error?.type === 'too_small';
}

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
