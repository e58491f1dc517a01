import { useState } from 'react';
import { accessSettingValue } from '@contracts/access';
import { adminT } from '@web/lib/i18n/admin-t';
import { localizeMessage } from '@web/lib/i18n/localize-message';
import { Button } from '@web/ui/button';
import { Input } from '@web/ui/input';
import { notifySettingFailed, notifySettingSaved } from './notify-setting';
import { SettingRow } from './setting-row';
import { useUpdateAccessSetting } from './use-update-access-setting';

/** daily_content_limit: a whole number from 1 to 20 (000 §5, §9), saved with its own button. */
export function DailyLimitSetting({ saved }: { saved: string }) {
  const update = useUpdateAccessSetting();
  const [draft, setDraft] = useState<string | null>(null);
  const value = draft ?? saved;
  const check = accessSettingValue.daily_content_limit.safeParse(value.trim());
  const error = draft !== null && !check.success ? check.error.issues[0]?.message : undefined;
  const dirty = draft !== null && value.trim() !== saved;

  const save = () => {
    if (!check.success) return;
    update.mutate(
      { key: 'daily_content_limit', value: value.trim() },
      {
        onSuccess: () => {
          setDraft(null);
          notifySettingSaved();
        },
        onError: notifySettingFailed,
      },
    );
  };

  return (
    <SettingRow
      htmlFor="access-daily-limit"
      title={adminT('admin.access.dailyLimit')}
      hint={adminT('admin.access.dailyLimitHint')}
      hintId="access-daily-limit-hint"
    >
      <form
        className="grid gap-1.5"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <div className="flex gap-2">
          <Input
            id="access-daily-limit"
            type="number"
            inputMode="numeric"
            min={1}
            max={20}
            step={1}
            className="w-24"
            value={value}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'access-daily-limit-error' : 'access-daily-limit-hint'}
            onChange={(event) => setDraft(event.target.value)}
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
