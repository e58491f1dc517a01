import { Controller, type UseFormReturn } from 'react-hook-form';
import { languages, psalmThemes } from '@contracts/enum-values';
import { adminT } from '@web/admin/i18n/admin-t';
import { FormField } from '@web/ui/form-field';
import { Input } from '@web/ui/input';
import { SelectField } from '@web/ui/select-field';
import { Textarea } from '@web/ui/textarea';
import type { GeneratorValues } from './use-psalm-generator';

/** What the psalm is asked for: the prompt, its theme and language, and the date it is for. */
export function PsalmRequestFields({
  form,
  disabled,
}: {
  form: UseFormReturn<GeneratorValues>;
  disabled: boolean;
}) {
  const { errors } = form.formState;
  // Built on render, so that they follow a change of language.
  const themeOptions = psalmThemes.map((theme) => ({
    value: theme,
    label: adminT(`psalms.theme.${theme}`),
  }));
  // Each language's name is marked as written in that language, for screen readers.
  const languageOptions = languages.map((language) => ({
    value: language,
    label: <span lang={language}>{adminT(`psalms.language.${language}`)}</span>,
  }));
  return (
    <>
      <FormField label={adminT('psalms.prompt')} error={errors.prompt?.message}>
        <Textarea
          rows={3}
          required
          placeholder={adminT('psalms.promptPlaceholder')}
          disabled={disabled}
          {...form.register('prompt')}
        />
      </FormField>

      <div className="grid gap-4 sm:grid-cols-3">
        <Controller
          control={form.control}
          name="theme"
          render={({ field }) => (
            <SelectField
              className="content-start"
              label={adminT('psalms.theme')}
              value={field.value}
              onValueChange={field.onChange}
              triggerRef={field.ref}
              options={themeOptions}
              disabled={disabled}
            />
          )}
        />
        <Controller
          control={form.control}
          name="language"
          render={({ field }) => (
            <SelectField
              className="content-start"
              label={adminT('psalms.language')}
              value={field.value}
              onValueChange={field.onChange}
              triggerRef={field.ref}
              options={languageOptions}
              hint={adminT('psalms.languageHint')}
              error={errors.language?.message}
              disabled={disabled}
            />
          )}
        />
        <FormField
          label={adminT('psalms.date')}
          error={errors.date?.message}
          hint={adminT('psalms.dateHint')}
        >
          <Input type="date" required disabled={disabled} {...form.register('date')} />
        </FormField>
      </div>
    </>
  );
}
