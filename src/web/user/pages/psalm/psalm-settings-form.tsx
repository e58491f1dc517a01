import { useId, useState, type FormEvent } from 'react';
import type { ContentPreference } from '@contracts/preferences';
import { psalmT } from '@web/lib/i18n/psalm-t';
import { Button } from '@web/ui/button';
import { Checkbox } from '@web/ui/checkbox';
import { DialogClose, DialogFooter } from '@web/ui/dialog';
import { FormField } from '@web/ui/form-field';
import { Input } from '@web/ui/input';
import { Label } from '@web/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/ui/select';
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

interface PsalmSettingsFormProps {
  initial: ContentPreference;
  deviceZone: string;
  saving: boolean;
  onSave: (values: ContentPreference) => void;
}

/**
 * The fields of the psalm settings dialog: switches, a time and a list (nothing to type that the
 * browser does not already check; the server validates every value with the shared schema).
 */
export function PsalmSettingsForm({ initial, deviceZone, saving, onSave }: PsalmSettingsFormProps) {
  const [values, setValues] = useState(initial);
  const enabledId = useId();
  const zoneId = useId();
  const zones = [...new Set([deviceZone, initial.timezone, ...offeredZones])];
  const set = <K extends keyof ContentPreference>(key: K, value: ContentPreference[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSave(values);
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-5" noValidate>
      <div className="flex items-center justify-between gap-4 rounded-lg border p-3">
        <div className="grid gap-1">
          <Label htmlFor={enabledId}>{psalmT('psalm.settings.enabled')}</Label>
          <p className="text-xs text-muted-foreground">{psalmT('psalm.settings.enabledHint')}</p>
        </div>
        <Switch
          id={enabledId}
          checked={values.isEnabled}
          onCheckedChange={(checked) => set('isEnabled', checked)}
        />
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={psalmT('psalm.settings.deliveryTime')}>
          <Input
            type="time"
            required
            value={values.deliveryTime}
            disabled={!values.isEnabled}
            onChange={(event) =>
              set('deliveryTime', event.currentTarget.value || initial.deliveryTime)
            }
          />
        </FormField>
        <div className="grid gap-1.5">
          <Label htmlFor={zoneId}>{psalmT('psalm.settings.timezone')}</Label>
          <Select
            value={values.timezone}
            onValueChange={(zone) => set('timezone', zone)}
            disabled={!values.isEnabled}
          >
            <SelectTrigger id={zoneId}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {zones.map((zone) => (
                <SelectItem key={zone} value={zone}>
                  {zone === deviceZone ? psalmT('psalm.settings.thisDevice', { zone }) : zone}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>

      <fieldset className="grid gap-3" disabled={!values.isEnabled}>
        <legend className="mb-2 text-sm font-medium">{psalmT('psalm.settings.formats')}</legend>
        {formats.map(({ key, label, hint }) => {
          const id = `${enabledId}-${key}`;
          return (
            <div key={key} className="flex items-start gap-3">
              <Checkbox
                id={id}
                checked={values[key]}
                disabled={!values.isEnabled}
                onCheckedChange={(checked) => set(key, checked === true)}
                aria-describedby={`${id}-hint`}
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
