import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { accessSettingValue } from '@contracts/access';
import { adminT } from '@web/admin/i18n/admin-t';
import { localizeMessage } from '@web/lib/i18n/localize-message';
import { Button } from '@web/ui/button';
import { Input } from '@web/ui/input';
import { notifySettingFailed, notifySettingSaved } from './notify-setting';
import { SettingRow } from './setting-row';
import { useUpdateAccessSetting } from './use-update-access-setting';

/** The setting as typed: trimmed, then the contract's rule for the stored value. */
const dailyLimitForm = z.object({
  value: z
    .string()
    .trim()
    .superRefine((value, context) => {
      const checked = accessSettingValue.daily_content_limit.safeParse(value);
      for (const issue of checked.error?.issues ?? [])
        context.addIssue({ code: 'custom', message: issue.message });
    }),
});
type DailyLimitValues = z.infer<typeof dailyLimitForm>;

/** daily_content_limit: a whole number from 1 to 20 (000 §5, §9), saved with its own button. */
export function DailyLimitSetting({ saved }: { saved: string }) {
  const update = useUpdateAccessSetting();
  const form = useForm<DailyLimitValues>({
    resolver: zodResolver(dailyLimitForm),
    // Checked as it is typed: Save stays off while the number is out of range.
    mode: 'onChange',
    // A change saved elsewhere shows here, unless this field is being edited.
    values: { value: saved },
    resetOptions: { keepDirtyValues: true },
  });
  const value = useWatch({ control: form.control, name: 'value' });
  const error = form.formState.errors.value?.message;
  const dirty = value.trim() !== saved;

  const save = form.handleSubmit(({ value: next }) =>
    update.mutate(
      { key: 'daily_content_limit', value: next },
      {
        onSuccess: () => {
          form.reset({ value: next });
          notifySettingSaved();
        },
        onError: notifySettingFailed,
      },
    ),
  );

  return (
    <SettingRow
      htmlFor="access-daily-limit"
      title={adminT('admin.access.dailyLimit')}
      hint={adminT('admin.access.dailyLimitHint')}
      hintId="access-daily-limit-hint"
    >
      <form className="grid gap-1.5" noValidate onSubmit={save}>
        <div className="flex gap-2">
          <Input
            id="access-daily-limit"
            type="number"
            inputMode="numeric"
            min={1}
            max={20}
            step={1}
            className="w-24"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'access-daily-limit-error' : 'access-daily-limit-hint'}
            {...form.register('value')}
          />
          <Button
            type="submit"
            variant="outline"
            disabled={!dirty || !!error}
            loading={update.isPending}
          >
            {update.isPending ? adminT('admin.access.saving') : adminT('admin.access.save')}
          </Button>
        </div>
        {error ? (
          <p id="access-daily-limit-error" className="text-xs font-medium text-destructive">
            {localizeMessage(error)}
          </p>
        ) : null}
      </form>
    </SettingRow>
  );
}
