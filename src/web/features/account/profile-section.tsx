import { denominations, prayerFocuses } from '@contracts/enum-values';
import type { Profile } from '@contracts/profile';
import { nameMaxLength } from '@contracts/limits';
import { accountT as t } from './i18n/account-t';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/ui/card';
import { FormField } from '@web/ui/form-field';
import { Input } from '@web/ui/input';
import { SelectField } from '@web/ui/select-field';
import { AvatarField } from './avatar-field';
import type { SettingsDraft, SettingsFormApi } from './settings-draft';

const none = 'none';

/** Profile: picture, email (read-only, 001 §5), full name, denomination and prayer focus. */
export function ProfileSection({ profile, form }: { profile: Profile; form: SettingsFormApi }) {
  const { errors } = form;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('account.profileTitle')}</CardTitle>
        <CardDescription>{t('account.profileDescription')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <AvatarField avatarUrl={profile.avatarUrl} name={form.values.fullName || profile.email} />
        </div>
        <FormField label={t('account.email')}>
          <Input type="email" value={profile.email} readOnly />
        </FormField>
        <FormField label={t('account.fullName')} error={errors.fullName?.message}>
          <Input maxLength={nameMaxLength} autoComplete="name" {...form.register('fullName')} />
        </FormField>
        <OptionalChoice
          form={form}
          name="denomination"
          label={t('account.denomination')}
          values={denominations}
          labelOf={(value) => t(`account.denomination.${value}`)}
        />
        <OptionalChoice
          form={form}
          name="prayerFocus"
          label={t('account.prayerFocus')}
          values={prayerFocuses}
          labelOf={(value) => t(`account.prayerFocus.${value}`)}
        />
      </CardContent>
    </Card>
  );
}

/** A choice of the profile's that may be left unmade (null), offered as "Not chosen". */
function OptionalChoice<Name extends 'denomination' | 'prayerFocus'>({
  form,
  name,
  label,
  values,
  labelOf,
}: {
  form: SettingsFormApi;
  name: Name;
  label: string;
  values: readonly NonNullable<SettingsDraft[Name]>[];
  labelOf: (value: NonNullable<SettingsDraft[Name]>) => string;
}) {
  const field = form.field(name);
  return (
    <SelectField
      label={label}
      value={field.value ?? none}
      onValueChange={(value) =>
        field.onChange((value === none ? null : value) as SettingsDraft[Name])
      }
      triggerRef={field.ref}
      options={[
        { value: none, label: t('account.notChosen') },
        ...values.map((value) => ({ value, label: labelOf(value) })),
      ]}
      error={form.errors[name]?.message}
    />
  );
}
