import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { widgetsOff, type WidgetSettings } from '@contracts/widgets';
import { staffT, type StaffMessageKey } from '@web/admin/i18n/admin-staff-t';
import { notifyError, notifyFailure, notifySuccess } from '@web/lib/toasts';
import { Button } from '@web/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/ui/card';
import { Skeleton } from '@web/ui/skeleton';
import { Switch } from '@web/ui/switch';
import { useRefreshWidgets } from './use-refresh-widgets';
import { useUpdateWidgetSettings } from './use-update-widget-settings';
import { widgetsQueries } from './widgets-queries';
import type { FirstScreen } from '@web/lib/first-screen';

const switches: { key: keyof WidgetSettings; title: StaffMessageKey; hint: StaffMessageKey }[] = [
  { key: 'widgetEnabled', title: 'widgets.enabled', hint: 'widgets.enabledHint' },
  { key: 'emergencyDisable', title: 'widgets.emergency', hint: 'widgets.emergencyHint' },
  { key: 'autoUpdates', title: 'widgets.autoUpdates', hint: 'widgets.autoUpdatesHint' },
  { key: 'audioEnabled', title: 'widgets.audio', hint: 'widgets.audioHint' },
];

/** 000 §4: with the feature off or in an emergency, these controls are disabled. */
const followsFeature = new Set<keyof WidgetSettings>(['autoUpdates', 'audioEnabled']);

function Usage() {
  const usage = useQuery(widgetsQueries.usage());
  if (usage.isPending) return <Skeleton className="h-24" />;
  if (!usage.data) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {staffT('widgets.usageFailed')}
      </p>
    );
  }
  const today = usage.data.days.at(-1);
  return (
    <div className="grid gap-4">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {[
          [`${staffT('widgets.today')}: ${staffT('widgets.requests')}`, today?.requests ?? 0],
          [`${staffT('widgets.today')}: ${staffT('widgets.devices')}`, today?.devices ?? 0],
          [staffT('widgets.requests'), usage.data.totals.requests],
          [staffT('widgets.devices'), usage.data.totals.devices],
        ].map(([label, value]) => (
          <div key={String(label)} className="rounded-lg border p-3">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="text-xl font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <table className="w-full text-sm">
        <thead>
          <tr className="text-left text-muted-foreground">
            <th className="py-1 font-medium">{staffT('widgets.date')}</th>
            <th className="py-1 text-right font-medium">{staffT('widgets.requests')}</th>
            <th className="py-1 text-right font-medium">{staffT('widgets.devices')}</th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {usage.data.days.map((day) => (
            <tr key={day.date}>
              <td className="py-1">{day.date}</td>
              <td className="py-1 text-right tabular-nums">{day.requests}</td>
              <td className="py-1 text-right tabular-nums">{day.devices}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The tab's first screen (decision 162): the switches and the usage. */
export const firstScreen: FirstScreen = ({ queryClient }) =>
  Promise.all([
    queryClient.prefetchQuery(widgetsQueries.settings()),
    queryClient.prefetchQuery(widgetsQueries.usage()),
  ]);

/** The Widgets tab (000 §2, §4, §9): the switches kept on the server, force refresh, usage. */
export default function WidgetsTab() {
  const settings = useQuery(widgetsQueries.settings());
  const update = useUpdateWidgetSettings();
  const refresh = useRefreshWidgets();
  useEffect(() => {
    if (settings.isError) notifyFailure(staffT('widgets.loadFailed'), undefined, 'widgets-load');
  }, [settings.isError]);
  if (settings.isPending) return <Skeleton className="h-96" />;
  if (!settings.data) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {staffT('widgets.loadFailed')}
      </p>
    );
  }
  const shown = update.isPending ? { ...settings.data, ...update.variables } : settings.data;
  const off = widgetsOff(shown);
  return (
    <section aria-labelledby="widgets-heading" className="grid gap-6">
      <h2 id="widgets-heading" className="text-xl font-semibold">
        {staffT('widgets.heading')}
      </h2>
      <Card>
        <CardContent className="divide-y pt-6">
          {switches.map(({ key, title, hint }) => {
            const id = `widget-${key}`;
            return (
              <div key={key} className="flex items-start justify-between gap-4 py-4 first:pt-0">
                <div className="grid gap-1">
                  <label htmlFor={id} className="text-sm font-medium">
                    {staffT(title)}
                  </label>
                  <p id={`${id}-hint`} className="text-sm text-muted-foreground">
                    {staffT(hint)}
                  </p>
                </div>
                <Switch
                  id={id}
                  checked={shown[key]}
                  aria-describedby={`${id}-hint`}
                  disabled={update.isPending || (followsFeature.has(key) && off)}
                  onCheckedChange={(next) =>
                    update.mutate(
                      { [key]: next },
                      {
                        onSuccess: () => notifySuccess(staffT('widgets.saved')),
                        onError: (error) =>
                          notifyError(
                            staffT('widgets.saveFailed'),
                            error,
                            staffT('widgets.saveFailed'),
                          ),
                      },
                    )
                  }
                />
              </div>
            );
          })}
          <div className="flex flex-col gap-3 py-4 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-muted-foreground">{staffT('widgets.refreshHint')}</p>
            <Button
              variant="outline"
              disabled={off || refresh.isPending}
              onClick={() =>
                refresh.mutate(undefined, {
                  onSuccess: () => notifySuccess(staffT('widgets.refreshed')),
                  onError: (error) =>
                    notifyError(
                      staffT('widgets.refreshFailed'),
                      error,
                      staffT('widgets.refreshFailed'),
                    ),
                })
              }
            >
              <RefreshCw aria-hidden="true" />
              {staffT('widgets.refresh')}
            </Button>
          </div>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{staffT('widgets.usage')}</CardTitle>
        </CardHeader>
        <CardContent>
          <Usage />
        </CardContent>
      </Card>
    </section>
  );
}
