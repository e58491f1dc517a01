import { useId } from 'react';
import { languages, themes, type Language, type Theme } from '@contracts/enums';
import { accountT as t } from '@web/lib/i18n/account-t';
import { t as appT } from '@web/lib/i18n/t';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/ui/card';
import { Label } from '@web/ui/label';
import { SelectField } from '@web/ui/select-field';
import { Switch } from '@web/ui/switch';
import type { SetField, SettingsDraft } from './settings-draft';

type Flag =
  'audioAutoplay' | 'dailyReminders' | 'pushNotifications' | 'scriptureDaily' | 'emailUpdates';
const flags: Flag[] = [
  'audioAutoplay',
  'dailyReminders',
  'pushNotifications',
  'scriptureDaily',
  'emailUpdates',
];

function FlagRow({ flag, checked, set }: { flag: Flag; checked: boolean; set: SetField }) {
  const id = useId();
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
        checked={checked}
        aria-describedby={`${id}-hint`}
        onCheckedChange={(value) => set(flag, value)}
      />
    </div>
  );
}

/**
 * App preferences. The theme is applied the moment it is chosen (onTheme); the switches only store
 * the profile's flags (the notification features read them).
 */
export function PreferencesSection({
  draft,
  set,
  onTheme,
}: {
  draft: SettingsDraft;
  set: SetField;
  onTheme: (theme: Theme) => void;
}) {
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
            value={draft.language}
            onValueChange={(value) => set('language', value as Language)}
            options={languages.map((value) => ({ value, label: t(`account.language.${value}`) }))}
          />
          <SelectField
            label={t('account.theme')}
            value={draft.theme}
            onValueChange={(value) => {
              set('theme', value as Theme);
              onTheme(value as Theme);
            }}
            options={themes.map((value) => ({ value, label: appT(`ui.theme.${value}`) }))}
          />
        </div>
        <div className="divide-y">
          {flags.map((flag) => (
            <FlagRow key={flag} flag={flag} checked={draft[flag]} set={set} />
          ))}
        </div>
      </CardContent>
    </Card>
  );
}
