import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { staffT, type StaffMessageKey } from '@web/admin/i18n/admin-staff-t';
import { notifyFailure } from '@web/lib/toasts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/ui/card';
import { Skeleton } from '@web/ui/skeleton';
import { PlaysChart } from './plays-chart';
import { statsQueries } from './stats-queries';
import { formatNumber } from '@web/lib/format-number';
import type { FirstScreen } from '@web/lib/first-screen';

function Figure({ label, value }: { label: StaffMessageKey; value: number }) {
  return (
    <div className="rounded-lg border bg-card p-4">
      <dt className="text-sm text-muted-foreground">{staffT(label)}</dt>
      <dd className="text-2xl font-semibold tabular-nums">{formatNumber(value)}</dd>
    </div>
  );
}

/** The tab's first screen (decision 162): the report. */
export const firstScreen: FirstScreen = ({ queryClient }) =>
  queryClient.prefetchQuery(statsQueries.report());

/** The Stats tab (000 §2, §9): totals, the 7-day window, top 5 played, plays per day. */
export default function StatsTab() {
  const stats = useQuery(statsQueries.report());
  useEffect(() => {
    if (stats.isError) notifyFailure(staffT('stats.failed'), undefined, 'stats-load');
  }, [stats.isError]);
  if (stats.isPending) return <Skeleton className="h-96" />;
  if (!stats.data) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {staffT('stats.failed')}
      </p>
    );
  }
  const { totals, window, topContent, days } = stats.data;
  return (
    <section aria-labelledby="stats-heading" className="grid gap-6">
      <div>
        <h2 id="stats-heading" className="text-xl font-semibold">
          {staffT('stats.heading')}
        </h2>
        <p className="text-sm text-muted-foreground">
          {staffT('stats.window', { from: window.from, to: window.to })}
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Figure label="stats.members" value={totals.members} />
        <Figure label="stats.content" value={totals.content} />
        <Figure label="stats.published" value={totals.published} />
        <Figure label="stats.sessions" value={totals.sessions} />
        <Figure label="stats.plays" value={window.plays} />
        <Figure label="stats.completions" value={window.completions} />
        <Figure label="stats.minutes" value={window.minutes} />
        <Figure label="stats.windowSessions" value={window.workflowSessions} />
      </dl>
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <Card>
          <CardHeader>
            <CardTitle>{staffT('stats.chart')}</CardTitle>
            <CardDescription>{staffT('stats.chartDescription')}</CardDescription>
          </CardHeader>
          <CardContent>
            <PlaysChart days={days} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{staffT('stats.top')}</CardTitle>
          </CardHeader>
          <CardContent>
            {topContent.length === 0 ? (
              <p className="text-sm text-muted-foreground">{staffT('stats.topEmpty')}</p>
            ) : (
              <ol className="grid gap-2" data-testid="top-content">
                {topContent.map((item, index) => (
                  <li key={item.contentId} className="flex items-baseline justify-between gap-3">
                    <span className="min-w-0 truncate">
                      {index + 1}. {item.title}
                    </span>
                    <span className="shrink-0 text-sm text-muted-foreground tabular-nums">
                      {staffT('stats.playsCount', { count: item.plays })}
                    </span>
                  </li>
                ))}
              </ol>
            )}
          </CardContent>
        </Card>
      </div>
    </section>
  );
}
