import { useEffect } from 'react';
import { Trash2 } from 'lucide-react';
import { errorDetail } from '@web/lib/error-detail';
import { formatDayShort } from '@web/lib/format-date';
import { adminT } from '@web/admin/i18n/admin-t';
import { notifyFailure } from '@web/lib/toasts';
import { ConfirmDialog } from '@web/ui/confirm-dialog';
import { Button } from '@web/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/ui/card';
import { Skeleton } from '@web/ui/skeleton';
import { usePsalmCleanup } from './use-psalm-cleanup';
import { usePsalmStats } from './use-psalm-stats';

const countLabel = (count: number) =>
  count === 1 ? adminT('psalmStats.countOne') : adminT('psalmStats.countMany', { count });

/**
 * Psalm statistics in the Admins tab (000 §2, §9): today, the last 7 and 30 days, the ten most
 * recent daily counts, and the cleanup of psalms older than 30 days with its result message.
 */
export function PsalmStatistics() {
  const stats = usePsalmStats();
  const cleanup = usePsalmCleanup();

  useEffect(() => {
    if (stats.isError)
      notifyFailure(adminT('psalmStats.toast.loadFailed'), undefined, 'psalm-stats');
  }, [stats.isError]);

  const runCleanup = () =>
    cleanup.mutate(undefined, {
      onError: (error) =>
        notifyFailure(
          adminT('psalmStats.toast.cleanupFailed'),
          errorDetail(error, adminT('psalmStats.toast.cleanupFailed')),
        ),
    });

  const totals = stats.data
    ? ([
        ['psalmStats.today', stats.data.today],
        ['psalmStats.last7', stats.data.last7Days],
        ['psalmStats.last30', stats.data.last30Days],
      ] as const)
    : [];

  return (
    <Card aria-labelledby="psalm-stats-title" role="region">
      <CardHeader>
        <CardTitle id="psalm-stats-title">{adminT('psalmStats.title')}</CardTitle>
        <CardDescription>{adminT('psalmStats.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {stats.isPending ? (
          <div className="grid gap-3 sm:grid-cols-3" aria-hidden="true">
            <Skeleton className="h-20" />
            <Skeleton className="h-20" />
            <Skeleton className="h-20" />
          </div>
        ) : stats.isError && !stats.data ? (
          <div className="grid justify-items-start gap-3" role="alert">
            <p className="text-sm">{adminT('psalmStats.loadFailed')}</p>
            <Button variant="outline" size="sm" onClick={() => void stats.refetch()}>
              {adminT('psalmStats.retry')}
            </Button>
          </div>
        ) : (
          <>
            <dl className="grid gap-3 sm:grid-cols-3">
              {totals.map(([label, value]) => (
                <div key={label} className="rounded-lg border bg-muted/40 p-4">
                  <dt className="text-sm text-muted-foreground">{adminT(label)}</dt>
                  <dd className="mt-1 font-serif text-3xl font-semibold tabular-nums">{value}</dd>
                </div>
              ))}
            </dl>
            <div className="grid gap-2">
              <h3 className="text-sm font-semibold">{adminT('psalmStats.recent')}</h3>
              {stats.data.recentDailyCounts.length === 0 ? (
                <p className="text-sm text-muted-foreground">{adminT('psalmStats.recentEmpty')}</p>
              ) : (
                <ul className="grid gap-1 sm:grid-cols-2" data-testid="psalm-daily-counts">
                  {stats.data.recentDailyCounts.map((day) => (
                    <li
                      key={day.date}
                      className="flex items-center justify-between rounded-md border px-3 py-1.5 text-sm"
                    >
                      <time dateTime={day.date}>{formatDayShort(day.date)}</time>
                      <span className="text-muted-foreground tabular-nums">
                        {countLabel(day.count)}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </>
        )}

        <div className="grid gap-3 border-t pt-4 sm:flex sm:items-start sm:justify-between">
          <p className="max-w-prose text-sm text-muted-foreground">
            {adminT('psalmStats.cleanupHint')}
          </p>
          <ConfirmDialog
            trigger={
              <Button variant="outline" loading={cleanup.isPending} className="justify-self-start">
                {cleanup.isPending ? null : <Trash2 aria-hidden="true" />}
                {cleanup.isPending ? adminT('psalmStats.cleaning') : adminT('psalmStats.cleanup')}
              </Button>
            }
            title={adminT('psalmStats.confirmTitle')}
            description={adminT('psalmStats.confirmDescription')}
            cancelLabel={adminT('psalmStats.cancel')}
            confirmLabel={adminT('psalmStats.confirm')}
            destructive
            onConfirm={runCleanup}
          />
        </div>
        {cleanup.data ? (
          <p role="status" className="text-sm font-medium" data-testid="cleanup-result">
            {cleanup.data.message}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
