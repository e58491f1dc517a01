import { useEffect } from 'react';
import { LockKeyhole } from 'lucide-react';
import type { AccessSettingKey } from '@contracts/access';
import { adminT } from '@web/admin/i18n/admin-t';
import { hasPermission, useMe } from '@web/lib/session/me-query';
import { notifyFailure } from '@web/lib/toasts';
import { Button } from '@web/ui/button';
import { Card, CardContent } from '@web/ui/card';
import { Skeleton } from '@web/ui/skeleton';
import { BooleanSetting } from './boolean-setting';
import { DailyLimitSetting } from './daily-limit-setting';
import { PremiumTypesSetting } from './premium-types-setting';
import { useAccessSettings } from './use-access-settings';
import type { FirstScreen } from '@web/lib/first-screen';
import { accessQueries } from './access-queries';

/** 000 §9: the defaults, shown until the server's rows arrive or if a row is missing. */
const defaults: Record<AccessSettingKey, string> = {
  daily_content_limit: '3',
  audio_enabled_free: 'false',
  text_enabled_free: 'true',
  premium_content_types: '[]',
};

/** The tab's first screen (decision 162): the access settings. */
export const firstScreen: FirstScreen = ({ queryClient }) =>
  queryClient.prefetchQuery(accessQueries.settings());

/** The Access tab: "Content Access Control" for free users, one setting saved at a time. */
export default function AccessControlTab() {
  const settings = useAccessSettings();
  // Moderators see the settings; changing them is for staff with the subscriptions permission.
  const canChange = hasPermission(useMe().data, 'subscriptions');
  const failed = settings.isError && !settings.data;

  useEffect(() => {
    if (failed)
      notifyFailure(adminT('admin.access.loadFailed'), undefined, 'access-settings-load-failed');
  }, [failed]);

  const value = (key: AccessSettingKey) =>
    settings.data?.find((setting) => setting.key === key)?.value ?? defaults[key];

  let body;
  if (settings.isPending) {
    body = (
      <div className="grid gap-4" role="status" aria-label={adminT('admin.access.loading')}>
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} className="h-14 w-full" />
        ))}
      </div>
    );
  } else if (failed) {
    body = (
      <div role="alert" className="grid justify-items-center gap-3 py-6 text-center">
        <p className="font-medium text-destructive">{adminT('admin.access.loadFailed')}</p>
        <Button variant="outline" onClick={() => void settings.refetch()}>
          {adminT('admin.access.retry')}
        </Button>
      </div>
    );
  } else {
    body = (
      <fieldset disabled={!canChange} className="grid gap-5">
        {canChange ? null : (
          <p className="rounded-md bg-muted px-4 py-3 text-sm text-muted-foreground">
            {adminT('admin.access.readOnly')}
          </p>
        )}
        <div className="divide-y">
          <DailyLimitSetting saved={value('daily_content_limit')} />
          <BooleanSetting
            settingKey="audio_enabled_free"
            saved={value('audio_enabled_free')}
            title={adminT('admin.access.audio')}
            hint={adminT('admin.access.audioHint')}
          />
          <BooleanSetting
            settingKey="text_enabled_free"
            saved={value('text_enabled_free')}
            title={adminT('admin.access.text')}
            hint={adminT('admin.access.textHint')}
          />
          <PremiumTypesSetting saved={value('premium_content_types')} />
        </div>
      </fieldset>
    );
  }

  return (
    <section aria-labelledby="access-heading" className="grid gap-6">
      <div className="flex items-start gap-3">
        <span className="mt-0.5 flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary-soft-foreground">
          <LockKeyhole aria-hidden="true" className="size-5" />
        </span>
        <div className="grid gap-1">
          <h2 id="access-heading" className="text-2xl font-semibold">
            {adminT('admin.access.title')}
          </h2>
          <p className="text-sm text-muted-foreground">{adminT('admin.access.description')}</p>
        </div>
      </div>
      <Card>
        <CardContent className="p-6">{body}</CardContent>
      </Card>
    </section>
  );
}
