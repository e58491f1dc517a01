import { ApiError } from '@web/lib/api-error';
import { applyFieldErrors } from '@web/lib/field-errors';
import { lazyResolver } from '@web/lib/lazy-resolver';
import { useCheckedForm } from '@web/lib/use-checked-form';
import { accountT as t } from './i18n/account-t';
import { t as appT } from '@web/lib/i18n/t';
import { notifyError, notifySuccess } from '@web/lib/toasts';
import { Button } from '@web/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/ui/card';
import { FormField } from '@web/ui/form-field';
import { PasswordInput } from '@web/ui/password-input';
import type { ChangePasswordValues } from './account-resolvers';
import { useChangePassword } from './use-change-password';

const checkChangePassword = lazyResolver(() =>
  import('./account-resolvers').then((module) => module.checkChangePassword),
);
const blank: ChangePasswordValues = { currentPassword: '', newPassword: '' };

/** Change password (better-auth): the current one, a new one of at least 6 characters. */
export function PasswordSection() {
  const form = useCheckedForm(blank, checkChangePassword);
  const { currentPassword: current, newPassword: next } = form.values;
  const { errors } = form;
  const change = useChangePassword();

  const submit = form.handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
      form.reset();
      notifySuccess(t('account.passwordChanged'), t('account.passwordChangedDescription'));
    } catch (error) {
      // A wrong current password is said under that field, in the server's words.
      if (error instanceof ApiError && error.code === 'invalid_password')
        form.setError('currentPassword', { type: 'server', message: error.message });
      else applyFieldErrors(error, form.setError, ['currentPassword', 'newPassword']);
      notifyError(appT('errors.title'), error, t('account.passwordFailed'));
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('account.passwordTitle')}</CardTitle>
        <CardDescription>{t('account.passwordDescription')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4 sm:grid-cols-2" onSubmit={submit} noValidate>
          <FormField label={t('account.currentPassword')} error={errors.currentPassword?.message}>
            <PasswordInput autoComplete="current-password" {...form.register('currentPassword')} />
          </FormField>
          <FormField label={t('account.newPassword')} error={errors.newPassword?.message}>
            <PasswordInput autoComplete="new-password" {...form.register('newPassword')} />
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
