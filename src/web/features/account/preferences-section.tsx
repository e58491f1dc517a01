import { useId } from 'react';
import { languages, themes, type Language, type Theme } from '@contracts/enum-values';
import { accountT as t } from './i18n/account-t';
import { t as appT } from '@web/lib/i18n/t';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/ui/card';
import { Label } from '@web/ui/label';
import { SelectField } from '@web/ui/select-field';
import { Switch } from '@web/ui/switch';
import type { SettingsFormApi } from './settings-draft';

type Flag =
  'audioAutoplay' | 'dailyReminders' | 'pushNotifications' | 'scriptureDaily' | 'emailUpdates';
const flags: Flag[] = [
  'audioAutoplay',
  'dailyReminders',
  'pushNotifications',
  'scriptureDaily',
  'emailUpdates',
];

function FlagRow({ flag, form }: { flag: Flag; form: SettingsFormApi }) {
  const id = useId();
  const { ref, value, onChange } = form.field(flag);
  return (
    <div className="flex items-start justify-between gap-4 py-2">
      <div className="grid gap-0.5">
        <Label htmlFor={id}>{t(`account.${flag}`)}</Label>
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {t(`account.${flag}Hint`)}
        </p>
      </div>
      <Switch
        id={id}
        ref={ref}
        checked={value}
        aria-describedby={`${id}-hint`}
        onCheckedChange={onChange}
      />
    </div>
  );
}

/**
 * App preferences. The theme is applied the moment it is chosen (onTheme); the switches only store
 * the profile's flags (the notification features read them).
 */
export function PreferencesSection({
  form,
  onTheme,
}: {
  form: SettingsFormApi;
  onTheme: (theme: Theme) => void;
}) {
  const { errors } = form;
  const language = form.field('language');
  const theme = form.field('theme');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('account.preferencesTitle')}</CardTitle>
        <CardDescription>{t('account.preferencesDescription')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('account.language')}
            value={language.value}
            onValueChange={(value) => language.onChange(value as Language)}
            triggerRef={language.ref}
            options={languages.map((value) => ({
              value,
              label: t(`account.language.${value}`),
            }))}
            error={errors.language?.message}
          />
          <SelectField
            label={t('account.theme')}
            value={theme.value}
            onValueChange={(value) => {
              theme.onChange(value as Theme);
              onTheme(value as Theme);
            }}
            triggerRef={theme.ref}
            options={themes.map((value) => ({ value, label: appT(`ui.theme.${value}`) }))}
            error={errors.theme?.message}
          />
        </div>
        <div className="divide-y">
          {flags.map((flag) => (
            <FlagRow key={flag} flag={flag} form={form} />
          ))}
        </div>
      </CardContent>
    </Card>
  );
}
