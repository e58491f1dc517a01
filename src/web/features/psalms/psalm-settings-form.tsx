import { useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { contentPreferenceUpdate, type ContentPreference } from '@contracts/preferences';
import { psalmT } from './i18n/psalm-t';
import { Button } from '@web/ui/button';
import { Checkbox } from '@web/ui/checkbox';
import { DialogClose, DialogFooter } from '@web/ui/dialog';
import { FormField } from '@web/ui/form-field';
import { Input } from '@web/ui/input';
import { Label } from '@web/ui/label';
import { SelectField } from '@web/ui/select-field';
import { Switch } from '@web/ui/switch';

/** 001 §9: the time zones offered; the device's own and the saved one are added when missing. */
const offeredZones = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'UTC',
  'Europe/London',
  'Europe/Paris',
  'Asia/Tokyo',
];

type Format = 'wantsText' | 'wantsAudio' | 'wantsNotification';
const formats: readonly {
  key: Format;
  label: Parameters<typeof psalmT>[0];
  hint: Parameters<typeof psalmT>[0];
}[] = [
  { key: 'wantsText', label: 'psalm.settings.wantsText', hint: 'psalm.settings.wantsTextHint' },
  { key: 'wantsAudio', label: 'psalm.settings.wantsAudio', hint: 'psalm.settings.wantsAudioHint' },
  {
    key: 'wantsNotification',
    label: 'psalm.settings.wantsNotification',
    hint: 'psalm.settings.wantsNotificationHint',
  },
];

/** The contract's update with every field: the dialog always sends the whole setting. */
const psalmSettings = contentPreferenceUpdate.required();
export type PsalmSettingsValues = z.output<typeof psalmSettings>;

const valuesOf = (preference: ContentPreference): PsalmSettingsValues => ({
  isEnabled: preference.isEnabled,
  deliveryTime: preference.deliveryTime,
  timezone: preference.timezone,
  wantsText: preference.wantsText,
  wantsAudio: preference.wantsAudio,
  wantsNotification: preference.wantsNotification,
});

interface PsalmSettingsFormProps {
  initial: ContentPreference;
  deviceZone: string;
  saving: boolean;
  onSave: (values: PsalmSettingsValues) => void;
}

/**
 * The fields of the psalm settings dialog: switches, a time and a list, checked with the contract's
 * schema before they are sent (the server validates every value with it again).
 */
export function PsalmSettingsForm({ initial, deviceZone, saving, onSave }: PsalmSettingsFormProps) {
  const form = useForm<PsalmSettingsValues>({
    resolver: zodResolver(psalmSettings),
    defaultValues: valuesOf(initial),
  });
  const { errors } = form.formState;
  const isEnabled = useWatch({ control: form.control, name: 'isEnabled' });
  const enabledId = useId();
  const zones = [...new Set([deviceZone, initial.timezone, ...offeredZones])];

  return (
    <form onSubmit={form.handleSubmit(onSave)} className="grid gap-5" noValidate>
      <div className="flex items-center justify-between gap-4 rounded-lg border p-3">
        <div className="grid gap-1">
          <Label htmlFor={enabledId}>{psalmT('psalm.settings.enabled')}</Label>
          <p className="text-xs text-muted-foreground">{psalmT('psalm.settings.enabledHint')}</p>
        </div>
        <Controller
          control={form.control}
          name="isEnabled"
          render={({ field }) => (
            <Switch
              id={enabledId}
              ref={field.ref}
              checked={field.value}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={form.control}
          name="deliveryTime"
          render={({ field }) => (
            <FormField
              label={psalmT('psalm.settings.deliveryTime')}
              error={errors.deliveryTime?.message}
            >
              <Input
                type="time"
                required
                ref={field.ref}
                name={field.name}
                value={field.value}
                disabled={!isEnabled}
                onBlur={field.onBlur}
                // A cleared time falls back to the saved one (the field cannot be left empty).
                onChange={(event) =>
                  field.onChange(event.currentTarget.value || initial.deliveryTime)
                }
              />
            </FormField>
          )}
        />
        <Controller
          control={form.control}
          name="timezone"
          render={({ field }) => (
            <SelectField
              label={psalmT('psalm.settings.timezone')}
              value={field.value}
              onValueChange={field.onChange}
              triggerRef={field.ref}
              onBlur={field.onBlur}
              disabled={!isEnabled}
              error={errors.timezone?.message}
              options={zones.map((zone) => ({
                value: zone,
                label: zone === deviceZone ? psalmT('psalm.settings.thisDevice', { zone }) : zone,
              }))}
            />
          )}
        />
      </div>

      <fieldset className="grid gap-3" disabled={!isEnabled}>
        <legend className="mb-2 text-sm font-medium">{psalmT('psalm.settings.formats')}</legend>
        {formats.map(({ key, label, hint }) => {
          const id = `${enabledId}-${key}`;
          return (
            <div key={key} className="flex items-start gap-3">
              <Controller
                control={form.control}
                name={key}
                render={({ field }) => (
                  <Checkbox
                    id={id}
                    ref={field.ref}
                    checked={field.value}
                    disabled={!isEnabled}
                    onCheckedChange={(checked) => field.onChange(checked === true)}
                    onBlur={field.onBlur}
                    aria-describedby={`${id}-hint`}
                  />
                )}
              />
              <div className="grid gap-0.5">
                <Label htmlFor={id}>{psalmT(label)}</Label>
                <p id={`${id}-hint`} className="text-xs text-muted-foreground">
                  {psalmT(hint)}
                </p>
              </div>
            </div>
          );
        })}
      </fieldset>

      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">{psalmT('psalm.settings.cancel')}</Button>
        </DialogClose>
        <Button type="submit" loading={saving}>
          {saving ? psalmT('psalm.settings.saving') : psalmT('psalm.settings.save')}
        </Button>
      </DialogFooter>
    </form>
  );
}
