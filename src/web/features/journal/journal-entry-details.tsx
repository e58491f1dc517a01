import { Controller, type UseFormReturn } from 'react-hook-form';
import { journalCategories, journalMoods } from '@contracts/enum-values';
import { journalTagMax, journalTagsMax } from '@contracts/journal-limits';
import { journalT } from './i18n/journal-t';
import { FormField } from '@web/ui/form-field';
import { Input } from '@web/ui/input';
import { Label } from '@web/ui/label';
import { SelectField } from '@web/ui/select-field';
import { Switch } from '@web/ui/switch';
import { TagInput } from '@web/ui/tag-input';
import type { JournalEntryFormInput, JournalEntryFormValues } from './journal-entry-form-values';
import { categoryLabel, emojiFont, moodEmoji, moodLabel } from './journal-labels';

/** The mood select's value for "no mood" (a Radix select item cannot have an empty value). */
const noMood = 'none';

/** Everything about an entry but its title and text: category, mood, scripture, tags, privacy. */
export function JournalEntryDetails({
  form,
  id,
}: {
  form: UseFormReturn<JournalEntryFormInput, unknown, JournalEntryFormValues>;
  /** Prefixes the ids the labels point at. */
  id: string;
}) {
  const { errors } = form.formState;
  // Built on render, so that they follow a change of language.
  const categoryOptions = journalCategories.map((option) => ({
    value: option,
    label: categoryLabel(option),
  }));
  const moodOptions = [
    { value: noMood, label: journalT('journal.form.noMood') },
    ...journalMoods.map((option) => ({
      value: option,
      label: (
        <>
          <span aria-hidden="true" className={emojiFont}>
            {moodEmoji[option]}
          </span>{' '}
          {moodLabel(option)}
        </>
      ),
    })),
  ];
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={form.control}
          name="category"
          render={({ field }) => (
            <SelectField
              label={journalT('journal.form.category')}
              value={field.value}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              options={categoryOptions}
            />
          )}
        />
        <Controller
          control={form.control}
          name="mood"
          render={({ field }) => (
            <SelectField
              label={journalT('journal.form.mood')}
              value={field.value ?? noMood}
              onValueChange={(value) => field.onChange(value === noMood ? null : value)}
              onBlur={field.onBlur}
              placeholder={journalT('journal.form.moodPlaceholder')}
              options={moodOptions}
            />
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
    </>
  );
}
