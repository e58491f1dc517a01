import { ArrowLeft } from 'lucide-react';
import { emailCheck } from './auth-field-rules';
import { t } from '@web/lib/i18n/t';
import { useRequestPasswordReset } from './use-request-password-reset';
import { notifyError, notifySuccess } from '@web/lib/toasts';
import { useLightForm } from './use-light-form';
import { Button } from '@web/ui/button';
import { FormField } from '@web/ui/form-field';
import { Input } from '@web/ui/input';

/** Forgot password (001 §2): emails a reset link, then returns to Sign In. */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const request = useRequestPasswordReset();
  const form = useLightForm({ email: '' }, { email: emailCheck });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await request.mutateAsync(values.email);
      notifySuccess(t('auth.resetSent'), t('auth.resetSentDescription'));
      onBack();
    } catch (error) {
      if (form.showServerErrors(error)) return;
      notifyError(t('errors.title'), error, t('auth.resetFailedFallback'));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-labelledby="forgot-title">
      <div className="grid gap-1.5">
        <h1 id="forgot-title" className="text-xl font-semibold">
          {t('auth.forgotTitle')}
        </h1>
        <p className="text-sm text-muted-foreground">{t('auth.forgotDescription')}</p>
      </div>
      <FormField label={t('auth.email')} error={form.errors.email}>
        <Input
          type="email"
          autoComplete="email"
          placeholder={t('auth.emailPlaceholder')}
          required
          autoFocus
          {...form.field('email')}
        />
      </FormField>
      <Button type="submit" size="lg" className="w-full" loading={request.isPending}>
        {request.isPending ? t('auth.sendingReset') : t('auth.sendReset')}
      </Button>
      <Button variant="ghost" className="justify-self-center" onClick={onBack}>
        <ArrowLeft aria-hidden="true" />
        {t('auth.backToSignIn')}
      </Button>
    </form>
  );
}
