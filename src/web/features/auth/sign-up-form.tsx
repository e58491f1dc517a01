import { emailCheck, nameCheck, newPasswordCheck } from './auth-field-rules';
import { t } from '@web/lib/i18n/t';
import { useSignUp } from './use-sign-up';
import { notifyError } from '@web/lib/toasts';
import { useLightForm } from './use-light-form';
import { Button } from '@web/ui/button';
import { FormField } from '@web/ui/form-field';
import { Input } from '@web/ui/input';
import { PasswordInput } from '@web/ui/password-input';

/** Sign Up (001 §2, §5): first and last name, email, a password of at least 6 characters; all required. */
export function SignUpForm({ onSignedUp }: { onSignedUp: () => void }) {
  const signUp = useSignUp();
  const form = useLightForm(
    { firstName: '', lastName: '', email: '', password: '' },
    {
      firstName: nameCheck(t('auth.firstNameRequired')),
      lastName: nameCheck(t('auth.lastNameRequired')),
      email: emailCheck,
      password: newPasswordCheck,
    },
  );

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await signUp.mutateAsync(values);
      // One toast: the auth page's "Check your email" (001 §2, message=check-email). The answer is
      // the same for a registered email, whose owner is emailed instead.
      form.reset();
      onSignedUp();
    } catch (error) {
      if (form.showServerErrors(error)) return;
      notifyError(t('auth.signUpFailed'), error, t('auth.signUpFailedFallback'));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={t('auth.tabSignUp')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('auth.firstName')} error={form.errors.firstName}>
          <Input autoComplete="given-name" required {...form.field('firstName')} />
        </FormField>
        <FormField label={t('auth.lastName')} error={form.errors.lastName}>
          <Input autoComplete="family-name" required {...form.field('lastName')} />
        </FormField>
      </div>
      <FormField label={t('auth.email')} error={form.errors.email}>
        <Input
          type="email"
          autoComplete="email"
          placeholder={t('auth.emailPlaceholder')}
          required
          {...form.field('email')}
        />
      </FormField>
      <FormField
        label={t('auth.password')}
        error={form.errors.password}
        hint={t('auth.passwordHint')}
      >
        <PasswordInput
          autoComplete="new-password"
          required
          minLength={6}
          {...form.field('password')}
        />
      </FormField>
      <Button type="submit" size="lg" className="mt-1 w-full" loading={signUp.isPending}>
        {signUp.isPending ? t('auth.signingUp') : t('auth.signUp')}
      </Button>
    </form>
  );
}
