import { History } from 'lucide-react';
import type { AutomationLog } from '@contracts/automation';
import { formatTimeAgo } from '@web/lib/format-date';
import { adminT } from '@web/admin/i18n/admin-t';
import { Badge } from '@web/ui/badge';
import { Button } from '@web/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/ui/card';
import { EmptyState } from '@web/ui/empty-state';
import { Skeleton } from '@web/ui/skeleton';
import { LogStatusBadge } from './log-status-badge';
import { isRunning } from './use-automation-logs';

function executionTime(log: AutomationLog): string {
  if (log.executionTimeMs === null) return adminT('automation.logs.noTime');
  if (log.executionTimeMs < 1000)
    return adminT('automation.logs.milliseconds', { value: Math.round(log.executionTimeMs) });
  return adminT('automation.logs.seconds', { value: (log.executionTimeMs / 1000).toFixed(1) });
}

interface AutomationLogsProps {
  logs: AutomationLog[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}

/** 000 §2, §9: the latest 20 automation runs with status and execution time. */
export function AutomationLogs({ logs, loading, failed, onRetry }: AutomationLogsProps) {
  const running = (logs ?? []).some(isRunning);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{adminT('automation.logs.title')}</CardTitle>
        <CardDescription>
          {adminT('automation.logs.description')}
          {/* Only whether a run is under way is announced; the list itself refreshes too often. */}
          <span role="status">{running ? ` ${adminT('automation.logs.running')}` : ''}</span>
        </CardDescription>
      </CardHeader>
      <CardContent>
        {loading ? (
          <div className="grid gap-2" aria-hidden="true">
            <Skeleton className="h-12" />
            <Skeleton className="h-12" />
          </div>
        ) : failed && !logs ? (
          <div className="grid justify-items-start gap-3" role="alert">
            <p className="text-sm">{adminT('automation.logs.loadFailed')}</p>
            <Button variant="outline" size="sm" onClick={onRetry}>
              {adminT('automation.retry')}
            </Button>
          </div>
        ) : !logs || logs.length === 0 ? (
          <EmptyState
            icon={History}
            headingLevel={3}
            title={adminT('automation.logs.emptyTitle')}
            description={adminT('automation.logs.emptyDescription')}
            className="py-8"
          />
        ) : (
          <ul className="grid divide-y" data-testid="automation-logs">
            {logs.map((log) => (
              <li
                key={log.id}
                className="grid gap-1 py-3 first:pt-0 last:pb-0 sm:grid-cols-[8.5rem_minmax(0,1fr)_7rem_9rem] sm:items-center sm:gap-4"
              >
                <div>
                  <LogStatusBadge status={log.status} />
                </div>
                <div className="grid min-w-0 gap-0.5">
                  <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
                    {adminT(`automation.type.${log.contentType}`)}
                    <span className="font-normal text-muted-foreground">
                      {adminT(`automation.action.${log.action}`)}
                    </span>
                    {log.testRun ? (
                      <Badge variant="secondary">{adminT('automation.logs.test')}</Badge>
                    ) : null}
                  </p>
                  {log.errorMessage ? (
                    <p className="text-xs break-words text-destructive">{log.errorMessage}</p>
                  ) : null}
                </div>
                <p className="text-sm tabular-nums text-muted-foreground sm:text-right">
                  <span className="sr-only">{adminT('automation.logs.time')}: </span>
                  {executionTime(log)}
                </p>
                <p className="text-xs text-muted-foreground sm:text-right">
                  <span className="sr-only">{adminT('automation.logs.started')}: </span>
                  <time dateTime={log.createdAt}>{formatTimeAgo(log.createdAt)}</time>
                </p>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
