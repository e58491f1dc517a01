import { useNavigate, useSearchParams } from 'react-router';
import { Link } from '@web/ui/link';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck, LinkIcon } from 'lucide-react';
import { signUpInput, type SignUpInput } from '@contracts/auth';
import { adminT } from '@web/admin/i18n/admin-t';
import { applyFieldErrors } from '@web/lib/field-errors';
import { notifyError, notifySuccess } from '@web/lib/toasts';
import { Button } from '@web/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@web/ui/card';
import { EmptyState } from '@web/ui/empty-state';
import { FormField } from '@web/ui/form-field';
import { Input } from '@web/ui/input';
import { PasswordInput } from '@web/ui/password-input';
import { AdminFrame } from '../admin-frame';
import { AdminStatus } from '../admin-status';
import { useCreateSuperAdmin } from './use-create-super-admin';
import { useSetupStatus } from './use-setup-status';

const fieldNames = ['firstName', 'lastName', 'email', 'password'] as const;

function SetupForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const create = useCreateSuperAdmin();
  const form = useForm<SignUpInput>({
    resolver: zodResolver(signUpInput),
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await create.mutateAsync({ ...values, token });
      notifySuccess(adminT('setup.created'), adminT('setup.createdDescription'));
      await navigate('/admin', { replace: true });
    } catch (error) {
      if (applyFieldErrors(error, form.setError, fieldNames)) return;
      notifyError(adminT('setup.failed'), error, adminT('setup.failedFallback'));
    }
  });

  return (
    <Card>
      <CardHeader>
        <h1 className="text-xl font-semibold">{adminT('setup.title')}</h1>
        <CardDescription>{adminT('setup.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={adminT('setup.firstName')} error={errors.firstName?.message}>
              <Input autoComplete="given-name" required {...form.register('firstName')} />
            </FormField>
            <FormField label={adminT('setup.lastName')} error={errors.lastName?.message}>
              <Input autoComplete="family-name" required {...form.register('lastName')} />
            </FormField>
          </div>
          <FormField label={adminT('setup.email')} error={errors.email?.message}>
            <Input type="email" autoComplete="email" required {...form.register('email')} />
          </FormField>
          <FormField
            label={adminT('setup.password')}
            error={errors.password?.message}
            hint={adminT('setup.passwordHint')}
          >
            <PasswordInput autoComplete="new-password" required {...form.register('password')} />
          </FormField>
          <Button type="submit" size="lg" className="mt-1 w-full" loading={create.isPending}>
            {create.isPending ? adminT('setup.submitting') : adminT('setup.submit')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

/** /admin/setup?token=…: the one-time page that creates the first super admin (link printed in the server log). */
export function AdminSetupPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const status = useSetupStatus(token);

  if (status.isPending) return <AdminStatus message={adminT('setup.checking')} />;

  const toPortal = (
    <Button asChild>
      <Link to="/admin">{adminT('setup.toPortal')}</Link>
    </Button>
  );
  let body;
  if (status.isError) {
    body = <EmptyState headingLevel={1} title={adminT('setup.loadFailed')} action={toPortal} />;
  } else if (!status.data.needed) {
    body = (
      <EmptyState
        headingLevel={1}
        icon={CircleCheck}
        title={adminT('setup.doneTitle')}
        description={adminT('setup.doneDescription')}
        action={toPortal}
      />
    );
  } else if (!status.data.tokenValid) {
    body = (
      <EmptyState
        headingLevel={1}
        icon={LinkIcon}
        title={adminT('setup.invalidTitle')}
        description={adminT('setup.invalidDescription')}
      />
    );
  } else {
    body = <SetupForm token={token} />;
  }
  return <AdminFrame title={adminT('setup.title')}>{body}</AdminFrame>;
}
