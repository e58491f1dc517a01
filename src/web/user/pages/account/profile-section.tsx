import {
  denominations,
  prayerFocuses,
  type Denomination,
  type PrayerFocus,
} from '@contracts/enums';
import type { Profile } from '@contracts/profile';
import { nameMaxLength } from '@contracts/limits';
import { accountT as t } from '@web/lib/i18n/account-t';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/ui/card';
import { FormField } from '@web/ui/form-field';
import { Input } from '@web/ui/input';
import { SelectField } from '@web/ui/select-field';
import { AvatarField } from './avatar-field';
import type { SetField, SettingsDraft } from './settings-draft';

const none = 'none';

/** Profile: picture, email (read-only, 001 §5), full name, denomination and prayer focus. */
export function ProfileSection({
  profile,
  draft,
  set,
  errors,
}: {
  profile: Profile;
  draft: SettingsDraft;
  set: SetField;
  errors: Partial<Record<keyof SettingsDraft, string>>;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('account.profileTitle')}</CardTitle>
        <CardDescription>{t('account.profileDescription')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <AvatarField avatarUrl={profile.avatarUrl} name={draft.fullName || profile.email} />
        </div>
        <FormField label={t('account.email')}>
          <Input type="email" value={profile.email} readOnly />
        </FormField>
        <FormField label={t('account.fullName')} error={errors.fullName}>
          <Input
            value={draft.fullName}
            maxLength={nameMaxLength}
            autoComplete="name"
            onChange={(event) => set('fullName', event.target.value)}
          />
        </FormField>
        <SelectField
          label={t('account.denomination')}
          value={draft.denomination ?? none}
          onValueChange={(value) =>
            set('denomination', value === none ? null : (value as Denomination))
          }
          options={[
            { value: none, label: t('account.notChosen') },
            ...denominations.map((value) => ({
              value,
              label: t(`account.denomination.${value}`),
            })),
          ]}
          error={errors.denomination}
        />
        <SelectField
          label={t('account.prayerFocus')}
          value={draft.prayerFocus ?? none}
          onValueChange={(value) =>
            set('prayerFocus', value === none ? null : (value as PrayerFocus))
          }
          options={[
            { value: none, label: t('account.notChosen') },
            ...prayerFocuses.map((value) => ({ value, label: t(`account.prayerFocus.${value}`) })),
          ]}
          error={errors.prayerFocus}
        />
      </CardContent>
    </Card>
  );
}
