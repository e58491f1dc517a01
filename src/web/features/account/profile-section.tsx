import { Controller, useWatch } from 'react-hook-form';
import {
  denominations,
  prayerFocuses,
  type Denomination,
  type PrayerFocus,
} from '@contracts/enum-values';
import type { Profile } from '@contracts/profile';
import { nameMaxLength } from '@contracts/limits';
import { accountT as t } from './i18n/account-t';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/ui/card';
import { FormField } from '@web/ui/form-field';
import { Input } from '@web/ui/input';
import { SelectField } from '@web/ui/select-field';
import { AvatarField } from './avatar-field';
import type { SettingsFormApi } from './settings-draft';

const none = 'none';

/** Profile: picture, email (read-only, 001 §5), full name, denomination and prayer focus. */
export function ProfileSection({ profile, form }: { profile: Profile; form: SettingsFormApi }) {
  const fullName = useWatch({ control: form.control, name: 'fullName' });
  const { errors } = form.formState;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('account.profileTitle')}</CardTitle>
        <CardDescription>{t('account.profileDescription')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <AvatarField avatarUrl={profile.avatarUrl} name={fullName || profile.email} />
        </div>
        <FormField label={t('account.email')}>
          <Input type="email" value={profile.email} readOnly />
        </FormField>
        <FormField label={t('account.fullName')} error={errors.fullName?.message}>
          <Input maxLength={nameMaxLength} autoComplete="name" {...form.register('fullName')} />
        </FormField>
        <Controller
          control={form.control}
          name="denomination"
          render={({ field }) => (
            <SelectField
              label={t('account.denomination')}
              value={field.value ?? none}
              onValueChange={(value) =>
                field.onChange(value === none ? null : (value as Denomination))
              }
              triggerRef={field.ref}
              onBlur={field.onBlur}
              options={[
                { value: none, label: t('account.notChosen') },
                ...denominations.map((value) => ({
                  value,
                  label: t(`account.denomination.${value}`),
                })),
              ]}
              error={errors.denomination?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="prayerFocus"
          render={({ field }) => (
            <SelectField
              label={t('account.prayerFocus')}
              value={field.value ?? none}
              onValueChange={(value) =>
                field.onChange(value === none ? null : (value as PrayerFocus))
              }
              triggerRef={field.ref}
              onBlur={field.onBlur}
              options={[
                { value: none, label: t('account.notChosen') },
                ...prayerFocuses.map((value) => ({
                  value,
                  label: t(`account.prayerFocus.${value}`),
                })),
              ]}
              error={errors.prayerFocus?.message}
            />
          )}
        />
      </CardContent>
    </Card>
  );
}
