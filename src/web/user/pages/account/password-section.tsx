import { useState, type FormEvent } from 'react';
import { passwordMinLength } from '@contracts/limits';
import { ApiError } from '@web/lib/api-error';
import { accountT as t } from '@web/lib/i18n/account-t';
import { t as appT } from '@web/lib/i18n/t';
import { notifyError, notifySuccess } from '@web/lib/toasts';
import { Button } from '@web/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/ui/card';
import { FormField } from '@web/ui/form-field';
import { PasswordInput } from '@web/ui/password-input';
import { useChangePassword } from './use-change-password';

/** Change password (better-auth): the current one, a new one of at least 6 characters. */
export function PasswordSection() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const change = useChangePassword();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (next.length < passwordMinLength) {
      setErrors({ newPassword: appT('auth.passwordTooShort') });
      return;
    }
    change.mutate(
      { currentPassword: current, newPassword: next },
      {
        onSuccess: () => {
          setCurrent('');
          setNext('');
          setErrors({});
          notifySuccess(t('account.passwordChanged'), t('account.passwordChangedDescription'));
        },
        onError: (error) => {
          if (error instanceof ApiError)
            setErrors(
              error.code === 'invalid_password'
                ? { currentPassword: error.message }
                : { ...error.fields },
            );
          notifyError(appT('errors.title'), error, t('account.passwordFailed'));
        },
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('account.passwordTitle')}</CardTitle>
        <CardDescription>{t('account.passwordDescription')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4 sm:grid-cols-2" onSubmit={submit} noValidate>
          <FormField label={t('account.currentPassword')} error={errors.currentPassword}>
            <PasswordInput
              autoComplete="current-password"
              value={current}
              onChange={(event) => setCurrent(event.target.value)}
            />
          </FormField>
          <FormField label={t('account.newPassword')} error={errors.newPassword}>
            <PasswordInput
              autoComplete="new-password"
              value={next}
              onChange={(event) => setNext(event.target.value)}
            />
          </FormField>
          <div className="sm:col-span-2">
            <Button
              type="submit"
              variant="outline"
              disabled={!current || !next}
              loading={change.isPending}
            >
              {t('account.passwordChange')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
