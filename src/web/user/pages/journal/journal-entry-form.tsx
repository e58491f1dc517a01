import { useEffect, useId, useState } from 'react';
import { Controller, useForm, useWatch, type FieldError } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { journalCategories, journalMoods } from '@contracts/enums';
import {
  journalContentMax,
  journalTagMax,
  journalTagsMax,
  journalTitleMax,
} from '@contracts/journal';
import { errorMessage, isApiError } from '@web/lib/api-error';
import { applyFieldErrors, isBlank } from '@web/lib/field-errors';
import { journalT } from '@web/lib/i18n/journal-t';
import { notifyFailure, notifySuccess } from '@web/lib/toasts';
import { Button } from '@web/ui/button';
import { DialogFooter } from '@web/ui/dialog';
import { DialogAlert, type DialogFailure } from '@web/ui/dialog-alert';
import { FormField } from '@web/ui/form-field';
import { Input } from '@web/ui/input';
import { Label } from '@web/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/ui/select';
import { Switch } from '@web/ui/switch';
import { TagInput } from '@web/ui/tag-input';
import { Textarea } from '@web/ui/textarea';
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
import { categoryLabel, emojiFont, moodEmoji, moodLabel } from './journal-labels';
import { useCreateJournalEntry } from './use-create-journal-entry';
import { useUpdateJournalEntry } from './use-update-journal-entry';

const noMood = 'none';

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
  const entry = editor.mode === 'edit' ? editor.entry : undefined;
  const form = useForm<JournalEntryFormInput, unknown, JournalEntryFormValues>({
    resolver: zodResolver(journalEntryForm),
    defaultValues: entry
      ? entryToForm(entry)
      : blankEntry(editor.mode === 'create' ? editor.category : undefined),
  });
  const create = useCreateJournalEntry();
  const update = useUpdateJournalEntry();
  const saving = create.isPending || update.isPending;
  const [title, content] = useWatch({ control: form.control, name: ['title', 'content'] });
  const { errors, isDirty } = form.formState;
  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);
  // The form is mounted afresh each time its dialog opens, so this starts empty on every opening.
  const [failure, setFailure] = useState<DialogFailure | null>(null);

  // Blank title or content: one message for the form rather than the same line under both fields.
  const blankFields = isBlank(errors.title) || isBlank(errors.content);
  const fieldError = (error: FieldError | undefined) =>
    isBlank(error) ? undefined : error?.message;

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

      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={form.control}
          name="category"
          render={({ field }) => (
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-category`}>{journalT('journal.form.category')}</Label>
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger id={`${id}-category`} onBlur={field.onBlur}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {journalCategories.map((option) => (
                    <SelectItem key={option} value={option}>
                      {categoryLabel(option)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
          )}
        />
        <Controller
          control={form.control}
          name="mood"
          render={({ field }) => (
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-mood`}>{journalT('journal.form.mood')}</Label>
              <Select
                value={field.value ?? noMood}
                onValueChange={(value) => field.onChange(value === noMood ? null : value)}
              >
                <SelectTrigger id={`${id}-mood`} onBlur={field.onBlur}>
                  <SelectValue placeholder={journalT('journal.form.moodPlaceholder')} />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value={noMood}>{journalT('journal.form.noMood')}</SelectItem>
                  {journalMoods.map((option) => (
                    <SelectItem key={option} value={option}>
                      <span aria-hidden="true" className={emojiFont}>
                        {moodEmoji[option]}
                      </span>{' '}
                      {moodLabel(option)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
          )}
        />
      </div>

      <FormField label={journalT('journal.form.scripture')} error={errors.scripture?.message}>
        <Input
          maxLength={200}
          placeholder={journalT('journal.form.scripturePlaceholder')}
          {...form.register('scripture')}
        />
      </FormField>

      <Controller
        control={form.control}
        name="tags"
        render={({ field, fieldState }) => (
          <FormField
            label={journalT('journal.form.tags')}
            hint={journalT('journal.form.tagsHint')}
            error={fieldState.error?.message}
          >
            <TagInput
              value={field.value ?? []}
              onChange={field.onChange}
              addLabel={journalT('journal.form.addTag')}
              removeLabel={(tag) => journalT('journal.form.removeTag', { tag })}
              placeholder={journalT('journal.form.tagsPlaceholder')}
              maxTags={journalTagsMax}
              maxLength={journalTagMax}
              fullMessage={journalT('journal.form.tagsFull', { max: journalTagsMax })}
            />
          </FormField>
        )}
      />

      <Controller
        control={form.control}
        name="isPrivate"
        render={({ field }) => (
          <div className="flex items-center justify-between gap-4 rounded-lg border p-3">
            <div className="grid gap-1">
              <Label htmlFor={`${id}-private`}>{journalT('journal.form.private')}</Label>
              <p id={`${id}-private-hint`} className="text-xs text-muted-foreground">
                {journalT('journal.form.privateHint')}
              </p>
            </div>
            <Switch
              id={`${id}-private`}
              aria-describedby={`${id}-private-hint`}
              checked={field.value ?? true}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
            />
          </div>
        )}
      />

      {/* Sticky: Create Entry stays in view on a phone while the fields above scroll (decision 120). */}
      <DialogFooter className="sticky -bottom-6 z-10 -mx-6 -mb-6 border-t bg-card px-6 py-4">
        <Button type="button" variant="outline" onClick={onCancel}>
          {journalT('journal.form.cancel')}
        </Button>
        <Button type="submit" loading={saving} disabled={!title || !content}>
          {entry
            ? journalT(saving ? 'journal.form.saving' : 'journal.form.save')
            : journalT(saving ? 'journal.form.creating' : 'journal.form.create')}
        </Button>
      </DialogFooter>
    </form>
  );
}
