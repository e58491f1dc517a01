import { requiredCheck } from './auth-field-rules';
import { t } from '@web/lib/i18n/t';
import { useSignIn } from '@web/lib/session/use-sign-in';
import { isApiError } from '@web/lib/api-error';
import { notifyError, notifyFailure, notifySuccess } from '@web/lib/toasts';
import { useLightForm } from './use-light-form';
import { Button } from '@web/ui/button';
import { FormField } from '@web/ui/form-field';
import { Input } from '@web/ui/input';
import { PasswordInput } from '@web/ui/password-input';

/** Sign In (001 §2, §5): email and password, both required. On success the page sends the person on. */
export function SignInForm({ onForgotPassword }: { onForgotPassword: () => void }) {
  const signIn = useSignIn();
  const form = useLightForm(
    { email: '', password: '' },
    {
      email: requiredCheck(t('auth.emailRequired')),
      password: requiredCheck(t('auth.passwordRequired')),
    },
  );

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await signIn.mutateAsync(values);
      notifySuccess(t('auth.welcomeBack'), t('auth.welcomeBackDescription'));
    } catch (error) {
      if (form.showServerErrors(error)) return;
      // An unconfirmed account gets a way forward instead of the auth library's bare wording.
      const unconfirmed = isApiError(error) && error.code === 'email_not_verified';
      if (unconfirmed) notifyFailure(t('auth.signInFailed'), t('auth.emailNotVerified'));
      else notifyError(t('auth.signInFailed'), error, t('auth.signInFailedFallback'));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={t('auth.tabSignIn')}>
      <FormField label={t('auth.email')} error={form.errors.email}>
        <Input
          type="email"
          autoComplete="email"
          placeholder={t('auth.emailPlaceholder')}
          required
          {...form.field('email')}
        />
      </FormField>
      <FormField label={t('auth.password')} error={form.errors.password}>
        <PasswordInput autoComplete="current-password" required {...form.field('password')} />
      </FormField>
      <Button type="submit" size="lg" className="mt-1 w-full" loading={signIn.isPending}>
        {signIn.isPending ? t('auth.signingIn') : t('auth.signIn')}
      </Button>
      <Button variant="link" className="justify-self-center" onClick={onForgotPassword}>
        {t('auth.forgotPassword')}
      </Button>
    </form>
  );
}
