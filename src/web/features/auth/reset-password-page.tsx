import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { Link } from '@web/ui/link';
import { CircleCheck } from 'lucide-react';
import { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { password } from '@contracts/auth';
import { isApiError } from '@web/lib/api-error';
import { localizeMessage } from '@web/lib/i18n/localize-message';
import { t } from '@web/lib/i18n/t';
import { useResetPassword } from './use-reset-password';
import { notifyError, notifyFailure, notifySuccess } from '@web/lib/toasts';
import { Button } from '@web/ui/button';
import { Card, CardContent } from '@web/ui/card';
import { FormField } from '@web/ui/form-field';
import { PasswordInput } from '@web/ui/password-input';
import { AuthLayout } from './auth-layout';

/**
 * The new password follows the contract's rule (the server checks it again); the second field must
 * repeat it. The match is checked even when the password itself is refused, so both say what is wrong.
 */
const resetForm = z
  .object({ password, confirm: z.string() })
  .refine((values) => values.password === values.confirm, {
    path: ['confirm'],
    when: (payload) => typeof payload.value === 'object',
  });
type ResetValues = z.infer<typeof resetForm>;

/** The spec's words for a short password, not the contract's; other refusals in the rule's own. */
const passwordError = (error: FieldErrors<ResetValues>['password']) =>
  error?.type === 'too_small' ? t('reset.tooShortDescription') : error?.message;

/** 001 §9: the success view sends the person to sign in after 3 s. */
export const resetRedirectDelayMs = 3_000;

/**
 * /reset-password (001 §2, §5). The emailed link carries a one-time `token` (our equivalent of the
 * spec's access_token and refresh_token); without one, or when the server reports it invalid, the
 * page says "Invalid reset link" and goes to /auth.
 */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const token = searchParams.get('token');
  const linkError = searchParams.get('error');
  const linkUsable = !!token && !linkError;

  const reset = useResetPassword();
  const form = useForm<ResetValues>({
    resolver: zodResolver(resetForm),
    defaultValues: { password: '', confirm: '' },
  });
  const [newPassword, confirm] = useWatch({ control: form.control, name: ['password', 'confirm'] });
  const { errors } = form.formState;
  const [done, setDone] = useState(false);
  const redirected = useRef(false);

  useEffect(() => {
    if (linkUsable || redirected.current) return;
    redirected.current = true;
    notifyFailure(t('reset.invalidLink'), t('reset.invalidLinkDescription'), 'invalid-reset-link');
    void navigate('/auth', { replace: true });
  }, [linkUsable, navigate]);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => void navigate('/auth', { replace: true }), resetRedirectDelayMs);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  if (!linkUsable) return null;

  const onSubmit = form.handleSubmit(
    async (values) => {
      try {
        await reset.mutateAsync({ token, newPassword: values.password });
        notifySuccess(t('reset.updatedToast'), t('reset.updatedToastDescription'));
        setDone(true);
      } catch (error) {
        const message = isApiError(error)
          ? (error.fields.newPassword ?? error.fields.password)
          : undefined;
        if (message) form.setError('password', { type: 'server', message });
        notifyError(t('reset.failed'), error, t('reset.failedFallback'));
      }
    },
    // Nothing is sent; the toast says the first thing to fix, a mismatch before a short password.
    (invalid) => {
      if (invalid.confirm) notifyFailure(t('reset.mismatch'), t('reset.mismatchDescription'));
      else if (invalid.password?.type === 'too_small')
        notifyFailure(t('reset.tooShort'), t('reset.tooShortDescription'));
      else if (invalid.password?.message)
        notifyFailure(t('reset.failed'), localizeMessage(invalid.password.message));
    },
  );

  if (done) {
    return (
      <AuthLayout title={t('reset.successTitle')}>
        <Card>
          <CardContent
            className="flex flex-col items-center gap-4 pt-8 pb-8 text-center"
            role="status"
          >
            <span className="flex size-14 items-center justify-center rounded-full bg-secondary text-success">
              <CircleCheck aria-hidden="true" className="size-8" />
            </span>
            <h1 className="text-2xl font-semibold">{t('reset.successTitle')}</h1>
            <p className="text-sm text-muted-foreground">{t('reset.successDescription')}</p>
            <Button asChild size="lg">
              <Link to="/auth" replace>
                {t('reset.goToLogin')}
              </Link>
            </Button>
          </CardContent>
        </Card>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('reset.title')}>
      <Card>
        <CardContent className="pt-6">
          <form onSubmit={onSubmit} noValidate className="grid gap-4">
            <div className="grid gap-1.5">
              <h1 className="text-xl font-semibold">{t('reset.title')}</h1>
              <p className="text-sm text-muted-foreground">{t('reset.description')}</p>
            </div>
            <FormField
              label={t('reset.newPassword')}
              hint={t('auth.passwordHint')}
              error={passwordError(errors.password)}
            >
              <PasswordInput
                autoComplete="new-password"
                required
                autoFocus
                {...form.register('password')}
              />
            </FormField>
            <FormField
              label={t('reset.confirmPassword')}
              error={errors.confirm ? t('reset.mismatchDescription') : undefined}
            >
              <PasswordInput autoComplete="new-password" required {...form.register('confirm')} />
            </FormField>
            <Button
              type="submit"
              size="lg"
              className="w-full"
              disabled={!newPassword || !confirm}
              loading={reset.isPending}
            >
              {reset.isPending ? t('reset.submitting') : t('reset.submit')}
            </Button>
          </form>
        </CardContent>
      </Card>
    </AuthLayout>
  );
}
