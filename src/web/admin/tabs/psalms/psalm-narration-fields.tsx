import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { voicePresets } from '@contracts/enum-values';
import { adminT } from '@web/admin/i18n/admin-t';
import { Label } from '@web/ui/label';
import { SelectField } from '@web/ui/select-field';
import { Switch } from '@web/ui/switch';
import type { GeneratorValues } from './use-psalm-generator';

/** Whether the saved psalm is read aloud, and in which voice (no voice to choose without narration). */
export function PsalmNarrationFields({
  form,
  disabled,
}: {
  form: UseFormReturn<GeneratorValues>;
  disabled: boolean;
}) {
  const narrate = useWatch({ control: form.control, name: 'narrate' });
  // Built on render, so that they follow a change of language.
  const voiceOptions = voicePresets.map((voice) => ({
    value: voice,
    label: adminT(`psalms.voice.${voice}`),
  }));
  return (
    <div className="grid gap-4 rounded-lg border p-4 sm:grid-cols-[1fr_12rem] sm:items-start">
      <Controller
        control={form.control}
        name="narrate"
        render={({ field }) => (
          <div className="flex items-start gap-3">
            <Switch
              id="psalm-narrate"
              checked={field.value}
              onCheckedChange={field.onChange}
              disabled={disabled}
              aria-describedby="psalm-narrate-hint"
            />
            <div className="grid gap-1">
              <Label htmlFor="psalm-narrate">{adminT('psalms.narrate')}</Label>
              <p id="psalm-narrate-hint" className="text-xs text-muted-foreground">
                {adminT('psalms.narrateHint')}
              </p>
            </div>
          </div>
        )}
      />
      <Controller
        control={form.control}
        name="voice"
        render={({ field }) => (
          <SelectField
            label={adminT('psalms.voice')}
            value={field.value}
            onValueChange={field.onChange}
            triggerRef={field.ref}
            options={voiceOptions}
            disabled={disabled || !narrate}
          />
        )}
      />
    </div>
  );
}
