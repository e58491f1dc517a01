import { useId } from 'react';
import { useWatch, type FieldError } from 'react-hook-form';
import { journalContentMax, journalTitleMax } from '@contracts/journal-limits';
import { isBlank } from '@web/lib/field-errors';
import { journalT } from './i18n/journal-t';
import { Button } from '@web/ui/button';
import { DialogFooter } from '@web/ui/dialog';
import { DialogAlert } from '@web/ui/dialog-alert';
import { FormField } from '@web/ui/form-field';
import { Input } from '@web/ui/input';
import { Textarea } from '@web/ui/textarea';
import type { EntryEditor } from './entry-editor';
import { JournalEntryDetails } from './journal-entry-details';
import { useJournalEntryForm } from './use-journal-entry-form';

function Required({ children }: { children: string }) {
  return (
    <>
      {children}
      <span aria-hidden="true" className="text-destructive">
        {' *'}
      </span>
    </>
  );
}

interface JournalEntryFormProps {
  editor: EntryEditor;
  /** After a successful save; the dialog closes and the form starts over next time. */
  onSaved: () => void;
  onCancel: () => void;
  /** Told whether the form holds unsaved changes, for the dialog to ask before closing. */
  onDirtyChange?: (dirty: boolean) => void;
}

/**
 * 001 §2 and §5: Title *, Content *, Category, Mood, Scripture Reference, Tags, Keep this entry
 * private; Cancel and Create Entry (Creating... while saving). Submit stays disabled while the title
 * or the content is empty or a save runs; blank text gets "Please fill in the title and content".
 */
export function JournalEntryForm({
  editor,
  onSaved,
  onCancel,
  onDirtyChange,
}: JournalEntryFormProps) {
  const id = useId();
  const { form, editing, saving, failure, onSubmit } = useJournalEntryForm({
    editor,
    onSaved,
    onDirtyChange,
  });
  const [title, content] = useWatch({ control: form.control, name: ['title', 'content'] });
  const { errors } = form.formState;

  // Blank title or content: one message for the form rather than the same line under both fields.
  const blankFields = isBlank(errors.title) || isBlank(errors.content);
  const fieldError = (error: FieldError | undefined) =>
    isBlank(error) ? undefined : error?.message;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      {blankFields ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {journalT('journal.form.fillTitleAndContent')}
        </p>
      ) : null}
      {failure ? <DialogAlert {...failure} /> : null}

      <FormField
        label={<Required>{journalT('journal.form.title')}</Required>}
        error={fieldError(errors.title)}
      >
        <Input
          required
          maxLength={journalTitleMax}
          placeholder={journalT('journal.form.titlePlaceholder')}
          aria-invalid={errors.title ? true : undefined}
          {...form.register('title')}
        />
      </FormField>

      <FormField
        label={<Required>{journalT('journal.form.content')}</Required>}
        error={fieldError(errors.content)}
      >
        <Textarea
          required
          rows={6}
          maxLength={journalContentMax}
          placeholder={journalT('journal.form.contentPlaceholder')}
          aria-invalid={errors.content ? true : undefined}
          {...form.register('content')}
        />
      </FormField>

      <JournalEntryDetails form={form} id={id} />

      {/* Sticky: Create Entry stays in view on a phone while the fields above scroll (decision 120). */}
      <DialogFooter className="sticky -bottom-6 z-10 -mx-6 -mb-6 border-t bg-card px-6 py-4">
        <Button type="button" variant="outline" onClick={onCancel}>
          {journalT('journal.form.cancel')}
        </Button>
        <Button type="submit" loading={saving} disabled={!title || !content}>
          {editing
            ? journalT(saving ? 'journal.form.saving' : 'journal.form.save')
            : journalT(saving ? 'journal.form.creating' : 'journal.form.create')}
        </Button>
      </DialogFooter>
    </form>
  );
}
