import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Save } from 'lucide-react';
import type { GroupSettings as Rules } from '@contracts/groups';
import { api, call } from '@web/lib/api-client';
import { applyFieldErrors } from '@web/lib/field-errors';
import { staffT } from '@web/admin/i18n/admin-staff-t';
import { notifyError, notifySuccess } from '@web/lib/toasts';
import { Button } from '@web/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@web/ui/card';
import { FormField } from '@web/ui/form-field';
import { Input } from '@web/ui/input';
import { Label } from '@web/ui/label';
import { Skeleton } from '@web/ui/skeleton';
import { Switch } from '@web/ui/switch';
import { settingsQueries } from './settings-queries';

/** The numbers as typed; the server checks their ranges and answers per field. */
interface RuleValues {
  groupsPerMember: string;
  membersPerGroup: string;
  creatingIsPremium: boolean;
}

const valuesOf = (rules: Rules): RuleValues => ({
  groupsPerMember: String(rules.groupsPerMember),
  membersPerGroup: String(rules.membersPerGroup),
  creatingIsPremium: rules.creatingIsPremium,
});

/** The two limits, with the contract's ranges (shown as the inputs' min and max). */
const limits = [
  { name: 'groupsPerMember', min: 1, max: 1000 },
  { name: 'membersPerGroup', min: 2, max: 10000 },
] as const;

const typed = (value: string) => value.trim() !== '' || staffT('groupRules.blank');

/** Admin Settings' Groups: how many groups a member may be in, how many members a group holds, and whether starting one is premium. */
export function GroupSettings() {
  const rules = useQuery(settingsQueries.groups());
  return (
    <Card role="region" aria-labelledby="group-rules-heading">
      <CardHeader>
        <CardTitle id="group-rules-heading">{staffT('groupRules.heading')}</CardTitle>
        <CardDescription>{staffT('groupRules.description')}</CardDescription>
      </CardHeader>
      {rules.isPending ? (
        <CardContent role="status" aria-label={staffT('groupRules.loading')} className="grid gap-4">
          <Skeleton className="h-16 max-w-md" />
          <Skeleton className="h-16 max-w-md" />
          <Skeleton className="h-10 max-w-md" />
        </CardContent>
      ) : rules.isError ? (
        <CardContent className="flex flex-wrap items-center gap-3">
          <p role="alert" className="text-sm text-destructive">
            {staffT('groupRules.loadFailed')}
          </p>
          <Button size="sm" variant="outline" onClick={() => void rules.refetch()}>
            {staffT('groupRules.retry')}
          </Button>
        </CardContent>
      ) : (
        <GroupRulesForm saved={rules.data} />
      )}
    </Card>
  );
}

function GroupRulesForm({ saved }: { saved: Rules }) {
  const id = useId();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (next: Rules) => call(api.admin['group-settings'].$put({ json: next })),
    onSuccess: (stored) => queryClient.setQueryData(settingsQueries.groups().queryKey, stored),
  });
  const form = useForm<RuleValues>({
    values: valuesOf(saved),
    resetOptions: { keepDirtyValues: true },
  });
  const { errors, isDirty } = form.formState;

  const onSave = form.handleSubmit((values) =>
    save.mutate(
      {
        groupsPerMember: Number(values.groupsPerMember),
        membersPerGroup: Number(values.membersPerGroup),
        creatingIsPremium: values.creatingIsPremium,
      },
      {
        onSuccess: (stored) => {
          form.reset(valuesOf(stored));
          notifySuccess(staffT('groupRules.saved'));
        },
        onError: (error) => {
          const fields = limits.map((limit) => limit.name);
          if (!applyFieldErrors(error, form.setError, fields))
            notifyError(staffT('groupRules.saveFailed'), error, staffT('groupRules.saveFailed'));
        },
      },
    ),
  );

  return (
    <form onSubmit={onSave} noValidate>
      <CardContent className="grid max-w-xl gap-5">
        {limits.map(({ name, min, max }) => (
          <FormField
            key={name}
            label={staffT(`groupRules.${name}`)}
            hint={staffT(`groupRules.${name}Hint`)}
            error={errors[name]?.message}
          >
            <Input
              type="number"
              inputMode="numeric"
              min={min}
              max={max}
              step={1}
              // max-w, not w: Input's own w-full would win while the page hydrates (unmerged classes).
              className="max-w-32"
              {...form.register(name, { validate: typed })}
            />
          </FormField>
        ))}
        <Controller
          control={form.control}
          name="creatingIsPremium"
          render={({ field }) => (
            <div className="flex items-start justify-between gap-4">
              <div className="grid gap-0.5">
                <Label htmlFor={`${id}-premium`}>
                  <span className="leading-snug">{staffT('groupRules.premium')}</span>
                </Label>
                <p id={`${id}-premium-hint`} className="text-xs text-muted-foreground">
                  {staffT('groupRules.premiumHint')}
                </p>
              </div>
              <Switch
                id={`${id}-premium`}
                ref={field.ref}
                checked={field.value}
                onCheckedChange={field.onChange}
                onBlur={field.onBlur}
                aria-describedby={`${id}-premium-hint`}
              />
            </div>
          )}
        />
      </CardContent>
      <CardFooter className="flex-wrap justify-end gap-3 border-t pt-4">
        {isDirty ? (
          <span className="text-xs text-muted-foreground">{staffT('groupRules.unsaved')}</span>
        ) : null}
        <Button type="submit" loading={save.isPending}>
          {save.isPending ? null : <Save aria-hidden="true" />}
          {save.isPending ? staffT('groupRules.saving') : staffT('groupRules.save')}
        </Button>
      </CardFooter>
    </form>
  );
}
