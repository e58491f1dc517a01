import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors } from 'react-hook-form';
import { describe, expect, test } from 'vitest';
import { isBlank } from '@web/lib/field-errors';
import {
  blankEntry,
  journalEntryForm,
  type JournalEntryFormInput,
  type JournalEntryFormValues,
} from './journal-entry-form-values';

/** The errors the dialog's resolver gives for these values. */
async function errorsFor(values: Partial<JournalEntryFormInput>) {
  const resolve = zodResolver<JournalEntryFormInput, unknown, JournalEntryFormValues>(
    journalEntryForm,
  );
  const result = await resolve({ ...blankEntry(), ...values }, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  return result.errors as FieldErrors<JournalEntryFormInput>;
}

describe('a blank title or content', () => {
  test('is flagged by the error type, for empty and whitespace-only text', async () => {
    const errors = await errorsFor({ title: '', content: '   ' });
    expect(isBlank(errors.title)).toBe(true);
    expect(isBlank(errors.content)).toBe(true);
  });

  test('is not confused with a title that is too long, or with no error at all', async () => {
    const errors = await errorsFor({ title: 'x'.repeat(201), content: 'A prayer' });
    expect(errors.title?.type).toBe('too_big');
    expect(isBlank(errors.title)).toBe(false);
    expect(isBlank(errors.content)).toBe(false);
  });

  test('a message the server put on the field is not a blank flag, whatever it says', () => {
    expect(isBlank({ type: 'server', message: 'Please fill in the title and content' })).toBe(
      false,
    );
  });
});
