import { useId, useState } from 'react';
import { Link } from '@web/ui/link';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlert } from 'lucide-react';
import { signInInput, type SignInInput } from '@contracts/auth';
import { errorMessage } from '../lib/api-error';
import { adminT } from './i18n/admin-t';
import { useSignIn } from '../lib/session/use-sign-in';
import { applyFieldErrors } from '../lib/field-errors';
import { Button } from '../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';
import { FormField } from '../ui/form-field';
import { Input } from '../ui/input';
import { PasswordInput } from '../ui/password-input';
import { AdminFrame } from './admin-frame';

/** Admin Portal sign-in (000 §2, §5): email and password, both required, nothing else checked in the browser. */
export function AdminSignInPage({ onAuthenticated }: { onAuthenticated: (email: string) => void }) {
  const signIn = useSignIn({ onAuthenticated });
  const [formError, setFormError] = useState<string | null>(null);
  const memberTitleId = useId();
  const form = useForm<SignInInput>({
    resolver: zodResolver(signInInput),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await signIn.mutateAsync(values);
    } catch (error) {
      if (applyFieldErrors(error, form.setError, ['email', 'password'])) return;
      // 000 §8: the server's message, or 'Failed to sign in'.
      setFormError(errorMessage(error, adminT('admin.signInFailed')));
    }
  });

  return (
    <AdminFrame title={adminT('admin.signIn')}>
      <Card>
        <CardHeader>
          <h1 className="text-xl font-semibold">{adminT('admin.portalTitle')}</h1>
          <CardDescription>{adminT('admin.portalDescription')}</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={onSubmit} noValidate className="grid gap-4">
            {formError ? (
              <div
                role="alert"
                className="flex items-start gap-2 rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive"
              >
                <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <span>{formError}</span>
              </div>
            ) : null}
            <FormField label={adminT('admin.email')} error={errors.email?.message}>
              <Input type="email" autoComplete="username" required {...form.register('email')} />
            </FormField>
            <FormField label={adminT('admin.password')} error={errors.password?.message}>
              <PasswordInput
                autoComplete="current-password"
                required
                {...form.register('password')}
              />
            </FormField>
            <Button type="submit" size="lg" className="mt-1 w-full" loading={signIn.isPending}>
              {signIn.isPending ? adminT('admin.signingIn') : adminT('admin.signIn')}
            </Button>
          </form>
        </CardContent>
      </Card>
      {/* `/` lands here (000 §2): a member's way in is as large as the staff one, not a footnote. */}
      <Card role="region" aria-labelledby={memberTitleId} className="mt-4">
        <CardHeader>
          <CardTitle id={memberTitleId}>{adminT('admin.memberTitle')}</CardTitle>
          <CardDescription>{adminT('admin.memberDescription')}</CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild variant="secondary" size="lg" className="w-full">
            <Link to="/auth">{adminT('admin.memberSignIn')}</Link>
          </Button>
        </CardContent>
      </Card>
    </AdminFrame>
  );
}
