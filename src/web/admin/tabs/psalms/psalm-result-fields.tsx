import type { UseFormReturn } from 'react-hook-form';
import { History } from 'lucide-react';
import { formatTime } from '@web/lib/format-date';
import { adminT } from '@web/admin/i18n/admin-t';
import { FormField } from '@web/ui/form-field';
import { Input } from '@web/ui/input';
import { Textarea } from '@web/ui/textarea';
import type { GeneratorValues } from './use-psalm-generator';

interface PsalmResultFieldsProps {
  form: UseFormReturn<GeneratorValues>;
  generatedAt: Date | null;
  restored: boolean;
  disabled: boolean;
}

/** The generated psalm, to read and edit before it is saved; a placeholder until there is one. */
export function PsalmResultFields({
  form,
  generatedAt,
  restored,
  disabled,
}: PsalmResultFieldsProps) {
  const { errors } = form.formState;
  if (!generatedAt) {
    return (
      <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
        {adminT('psalms.result.empty')}
      </p>
    );
  }
  return (
    <>
      {restored ? (
        <div
          role="status"
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-primary/30 bg-primary-soft px-4 py-3 text-sm text-primary-soft-foreground"
        >
          <span className="flex items-start gap-2">
            <History aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {adminT('psalms.draftRestored', { time: formatTime(generatedAt) })}
          </span>
        </div>
      ) : null}
      <div className="grid gap-4 rounded-lg border bg-muted/30 p-4">
        <FormField label={adminT('psalms.result.title')} error={errors.title?.message}>
          <Input disabled={disabled} {...form.register('title')} />
        </FormField>
        <FormField
          label={adminT('psalms.result.text')}
          error={errors.generatedPsalm?.message}
          hint={adminT('psalms.result.textHint')}
        >
          <Textarea
            rows={14}
            className="font-serif text-base leading-relaxed"
            disabled={disabled}
            {...form.register('generatedPsalm')}
          />
        </FormField>
      </div>
    </>
  );
}
