import { useEffect } from 'react';
import { automationContentTypes } from '@contracts/enum-values';
import { adminT } from '@web/admin/i18n/admin-t';
import { notifyFailure } from '@web/lib/toasts';
import { Button } from '@web/ui/button';
import { Skeleton } from '@web/ui/skeleton';
import { AutomationLogs } from './automation-logs';
import { AutomationSettingCard } from './automation-setting-card';
import { ReviewQueue } from './review-queue';
import { useAutomationLogs } from './use-automation-logs';
import { useAutomationSettings } from './use-automation-settings';
import type { FirstScreen } from '@web/lib/first-screen';
import { automationQueries } from './automation-queries';

/** The tab's first screen (decision 162): the settings, the review queue and the logs. */
export const firstScreen: FirstScreen = ({ queryClient }) =>
  Promise.all([
    queryClient.prefetchQuery(automationQueries.settings()),
    queryClient.prefetchQuery(automationQueries.drafts()),
    queryClient.prefetchQuery(automationQueries.logs()),
  ]);

/**
 * The AI Auto tab (000 §2, permission automation): a settings card per content type, the review
 * queue of held drafts (decision 053), then the logs.
 */
export default function AutomationTab() {
  const settings = useAutomationSettings();
  const logs = useAutomationLogs();
  // A failed first load; a failed background refresh keeps what is shown (and unsaved edits).
  const loadFailed = (settings.isError && !settings.data) || (logs.isError && !logs.data);

  // 000 §8: one toast for either list failing to load.
  useEffect(() => {
    if (loadFailed)
      notifyFailure(adminT('automation.toast.loadFailed'), undefined, 'automation-load');
  }, [loadFailed]);

  return (
    <div className="grid gap-6">
      <section aria-labelledby="automation-title" className="grid gap-4">
        <div className="grid gap-1">
          <h2 id="automation-title" className="text-xl font-semibold">
            {adminT('automation.title')}
          </h2>
          <p className="text-sm text-muted-foreground">{adminT('automation.description')}</p>
        </div>
        {settings.isPending ? (
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-hidden="true">
            {Array.from({ length: 6 }, (_, index) => (
              <Skeleton key={index} className="h-96" />
            ))}
          </div>
        ) : !settings.data ? (
          <div
            className="grid justify-items-start gap-3 rounded-xl border bg-card p-6"
            role="alert"
          >
            <p className="text-sm">{adminT('automation.loadFailed')}</p>
            <Button variant="outline" onClick={() => void settings.refetch()}>
              {adminT('automation.retry')}
            </Button>
          </div>
        ) : (
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {[...settings.data]
              .sort(
                (a, b) =>
                  automationContentTypes.indexOf(a.contentType) -
                  automationContentTypes.indexOf(b.contentType),
              )
              .map((setting) => (
                <AutomationSettingCard key={setting.contentType} setting={setting} />
              ))}
          </div>
        )}
      </section>
      <ReviewQueue />
      <AutomationLogs
        logs={logs.data}
        loading={logs.isPending}
        failed={logs.isError}
        onRetry={() => void logs.refetch()}
      />
    </div>
  );
}
