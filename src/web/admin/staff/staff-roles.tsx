import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { grantAdminInput, type GrantAdminInput, type StaffMember } from '@contracts/admins';
import { adminRoles, type AdminRole } from '@contracts/roles';
import { isBlank } from '@web/lib/field-errors';
import { staffT } from '@web/admin/i18n/admin-staff-t';
import { useMe } from '@web/lib/session/me-query';
import { notifyError, notifyFailure, notifySuccess } from '@web/lib/toasts';
import { ConfirmDialog } from '@web/ui/confirm-dialog';
import { Button } from '@web/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/ui/card';
import { FormField } from '@web/ui/form-field';
import { Input, inputClasses } from '@web/ui/input';
import { Skeleton } from '@web/ui/skeleton';
import { RoleCards } from './role-cards';
import { staffQueries } from './staff-queries';
import { useGrantRole } from './use-grant-role';
import { useRevokeRole } from './use-revoke-role';

const roleOptions = [...adminRoles].reverse();

/** A native select of the three roles (one control, so phones get their own picker). */
function RoleSelect(props: {
  id?: string;
  value: AdminRole;
  label?: string;
  disabled?: boolean;
  onChange: (role: AdminRole) => void;
}) {
  return (
    <select
      id={props.id}
      aria-label={props.label}
      className={inputClasses}
      value={props.value}
      disabled={props.disabled}
      onChange={(event) => props.onChange(event.target.value as AdminRole)}
    >
      {roleOptions.map((role) => (
        <option key={role} value={role}>
          {staffT(`role.${role}`)}
        </option>
      ))}
    </select>
  );
}

/** Gives an account a staff role by its email. */
function GrantForm() {
  const grant = useGrantRole();
  const form = useForm<GrantAdminInput>({
    resolver: zodResolver(grantAdminInput),
    defaultValues: { email: '', role: 'moderator' },
  });
  const emailError = form.formState.errors.email;

  const submit = form.handleSubmit(
    async ({ email, role }) => {
      try {
        await grant.mutateAsync({ email, role });
        notifySuccess(staffT('staff.grant.done', { email }));
        form.resetField('email');
      } catch (failure) {
        notifyError(staffT('staff.grant.failed'), failure, staffT('staff.grant.failed'));
      }
    },
    (invalid) => {
      if (isBlank(invalid.email)) notifyFailure(staffT('staff.grant.blank'));
    },
  );

  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-end"
    >
      <FormField
        label={staffT('staff.grant.email')}
        error={isBlank(emailError) ? staffT('staff.grant.blank') : emailError?.message}
      >
        <Input type="email" autoComplete="off" {...form.register('email')} />
      </FormField>
      <div className="grid gap-1.5">
        <label htmlFor="grant-role" className="text-sm font-medium">
          {staffT('staff.grant.role')}
        </label>
        <Controller
          control={form.control}
          name="role"
          render={({ field }) => (
            <RoleSelect id="grant-role" value={field.value} onChange={field.onChange} />
          )}
        />
      </div>
      <Button type="submit" disabled={grant.isPending}>
        {staffT('staff.grant.submit')}
      </Button>
    </form>
  );
}

function StaffRow({ member, isSelf }: { member: StaffMember; isSelf: boolean }) {
  const grant = useGrantRole();
  const revoke = useRevokeRole();
  const change = (role: AdminRole) =>
    grant.mutate(
      { email: member.email, role },
      {
        onSuccess: () =>
          notifySuccess(
            staffT('staff.change.done', { email: member.email, role: staffT(`role.${role}`) }),
          ),
        onError: (failure) =>
          notifyError(staffT('staff.grant.failed'), failure, staffT('staff.grant.failed')),
      },
    );
  return (
    <li
      className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between"
      data-testid="staff-row"
    >
      <div className="min-w-0">
        <p className="truncate font-medium">
          {member.email}
          {isSelf ? <span className="text-muted-foreground"> ({staffT('staff.you')})</span> : null}
        </p>
        {member.fullName ? (
          <p className="truncate text-sm text-muted-foreground">{member.fullName}</p>
        ) : null}
      </div>
      <div className="flex items-center gap-2">
        <div className="w-40">
          <RoleSelect
            value={member.role}
            label={staffT('staff.list.roleOf', { email: member.email })}
            disabled={grant.isPending}
            onChange={change}
          />
        </div>
        <ConfirmDialog
          trigger={
            <Button variant="outline" size="sm" disabled={revoke.isPending}>
              {staffT('staff.revoke')}
            </Button>
          }
          title={staffT('staff.revoke.title', { email: member.email })}
          description={staffT('staff.revoke.description')}
          cancelLabel={staffT('staff.revoke.cancel')}
          confirmLabel={staffT('staff.revoke.confirm')}
          onConfirm={() =>
            revoke.mutate(member.userId, {
              onSuccess: () => notifySuccess(staffT('staff.revoke.done', { email: member.email })),
              onError: (failure) =>
                notifyError(staffT('staff.revoke.failed'), failure, staffT('staff.revoke.failed')),
            })
          }
        />
      </div>
    </li>
  );
}

/**
 * Administrator roles (000 §2, §6, §8): grant a role by email, change or revoke it (with the spec's
 * confirmation), and the role cards. The server enforces everything (last super admin, 404s).
 */
export function StaffRoles() {
  const staff = useQuery(staffQueries.list());
  const me = useMe();
  useEffect(() => {
    if (staff.isError) notifyFailure(staffT('staff.load.failed'), undefined, 'staff-load');
  }, [staff.isError]);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{staffT('staff.heading')}</CardTitle>
        <CardDescription>{staffT('staff.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <GrantForm />
        <section aria-labelledby="staff-list-heading">
          <h3 id="staff-list-heading" className="text-sm font-semibold">
            {staffT('staff.list.heading')}
          </h3>
          {staff.isPending ? (
            <div
              role="status"
              aria-label={staffT('staff.list.loading')}
              className="grid gap-2 pt-3"
            >
              <Skeleton className="h-10" />
              <Skeleton className="h-10" />
            </div>
          ) : staff.data?.items.length ? (
            <ul className="divide-y">
              {staff.data.items.map((member) => (
                <StaffRow
                  key={member.userId}
                  member={member}
                  isSelf={member.userId === me.data?.user.id}
                />
              ))}
            </ul>
          ) : (
            <p className="pt-3 text-sm text-muted-foreground">{staffT('staff.list.empty')}</p>
          )}
        </section>
        <RoleCards />
      </CardContent>
    </Card>
  );
}
