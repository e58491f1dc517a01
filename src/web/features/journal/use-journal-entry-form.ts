import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { errorMessage, isApiError } from '@web/lib/api-error';
import { applyFieldErrors, isBlank } from '@web/lib/field-errors';
import { journalT } from './i18n/journal-t';
import { notifyFailure, notifySuccess } from '@web/lib/toasts';
import type { DialogFailure } from '@web/ui/dialog-alert';
import type { EntryEditor } from './entry-editor';
import {
  blankEntry,
  entryToForm,
  formToEntry,
  journalEntryForm,
  journalEntryFormFields,
  type JournalEntryFormInput,
  type JournalEntryFormValues,
} from './journal-entry-form-values';
import { reportJournalFailure } from './journal-failure';
import { useCreateJournalEntry } from './use-create-journal-entry';
import { useUpdateJournalEntry } from './use-update-journal-entry';

/** What reportJournalFailure's toast says, for the dialog to say it too (the toast is out of reach). */
function saveFailure(editing: boolean, error: unknown): DialogFailure {
  if (isApiError(error) && error.isUnauthenticated)
    return {
      message: journalT(
        editing ? 'journal.toast.mustLogInUpdate' : 'journal.toast.mustLogInCreate',
      ),
    };
  return {
    title: journalT(editing ? 'journal.toast.updateFailed' : 'journal.toast.createFailed'),
    message: errorMessage(error, journalT('journal.toast.tryAgain')),
  };
}

interface JournalEntryFormOptions {
  editor: EntryEditor;
  onSaved: () => void;
  onDirtyChange?: (dirty: boolean) => void;
}

/**
 * The entry form's state and its save: the contract's checks, then a create or an update. A
 * failure stays in the form as well as in a toast (the toast is behind the dialog, out of reach);
 * a blank title or content is said once for the form, in a toast too.
 */
export function useJournalEntryForm({ editor, onSaved, onDirtyChange }: JournalEntryFormOptions) {
  const entry = editor.mode === 'edit' ? editor.entry : undefined;
  const form = useForm<JournalEntryFormInput, unknown, JournalEntryFormValues>({
    resolver: zodResolver(journalEntryForm),
    defaultValues: entry
      ? entryToForm(entry)
      : blankEntry(editor.mode === 'create' ? editor.category : undefined),
  });
  const create = useCreateJournalEntry();
  const update = useUpdateJournalEntry();
  const { isDirty } = form.formState;
  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);
  // The form is mounted afresh each time its dialog opens, so this starts empty on every opening.
  const [failure, setFailure] = useState<DialogFailure | null>(null);

  const onSubmit = form.handleSubmit(
    async (values) => {
      const body = formToEntry(values);
      setFailure(null);
      try {
        if (entry) {
          await update.mutateAsync({ id: entry.id, changes: body });
          notifySuccess(journalT('journal.toast.updated'));
        } else {
          await create.mutateAsync(body);
          notifySuccess(journalT('journal.toast.created'));
        }
        onSaved();
      } catch (error) {
        if (applyFieldErrors(error, form.setError, journalEntryFormFields)) return;
        setFailure(saveFailure(Boolean(entry), error));
        reportJournalFailure(entry ? 'update' : 'create', error);
      }
    },
    (invalid) => {
      setFailure(null);
      if (isBlank(invalid.title) || isBlank(invalid.content)) {
        notifyFailure(journalT('journal.form.fillTitleAndContent'), undefined, 'journal-fill');
      }
    },
  );

  return {
    form,
    editing: entry !== undefined,
    saving: create.isPending || update.isPending,
    failure,
    onSubmit,
  };
}
