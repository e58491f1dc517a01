import { Activity, AudioLines, RefreshCw } from 'lucide-react';
import type { LanguageSupport, ServiceStatus } from '@contracts/system-status';
import { cn } from '@web/lib/cn';
import { formatTime } from '@web/lib/format-date';
import { adminT } from '@web/admin/i18n/admin-t';
import { Button } from '@web/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@web/ui/card';
import { Skeleton } from '@web/ui/skeleton';
import { localizeStatusText } from './status-text';
import { useSystemStatus } from './use-system-status';

const stateTone: Record<ServiceStatus['state'], string> = {
  ok: 'border-green-200 bg-green-100 text-green-800 dark:border-green-900 dark:bg-green-950 dark:text-green-300',
  degraded:
    'border-yellow-200 bg-yellow-100 text-yellow-900 dark:border-yellow-900 dark:bg-yellow-950 dark:text-yellow-200',
  down: 'border-red-200 bg-red-100 text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-300',
};

const stateDot: Record<ServiceStatus['state'], string> = {
  ok: 'bg-green-600',
  degraded: 'bg-yellow-500',
  down: 'bg-red-600',
};

const supportTone: Record<LanguageSupport['support'], string> = {
  native: stateTone.ok,
  partial: stateTone.degraded,
  english: stateTone.degraded,
};

/**
 * How a text or voice service serves each language (docs/decisions/031), one short line each: the
 * language's code (its name for screen readers), native / partial / English, and what serves it.
 */
function ServiceLanguages({ service }: { service: ServiceStatus }) {
  if (!service.languages?.length) return null;
  return (
    <ul
      className="mt-0.5 grid gap-1"
      aria-label={adminT('admin.status.languages', { service: localizeStatusText(service.name) })}
    >
      {service.languages.map((entry) => (
        <li
          key={entry.language}
          className="flex items-baseline gap-2 text-xs"
          data-testid={`status-language-${entry.language}`}
        >
          <span
            className="w-5 shrink-0 font-semibold"
            title={adminT(`admin.status.language.${entry.language}`)}
          >
            <span aria-hidden="true">{entry.language.toUpperCase()}</span>
            <span className="sr-only">{adminT(`admin.status.language.${entry.language}`)}</span>
          </span>
          <span
            className={cn(
              'shrink-0 rounded-full border px-1.5 leading-4 font-medium',
              supportTone[entry.support],
            )}
            title={adminT(`admin.status.supportHint.${entry.support}`)}
          >
            {adminT(`admin.status.support.${entry.support}`)}
          </span>
          <span className="min-w-0 text-muted-foreground">{localizeStatusText(entry.detail)}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The system status card of the Sample tab: instead of the original's static "active" labels, the
 * real state of each provider and service (configured or offline default, answering or not), and
 * for text and voice how each of the members' languages is served.
 */
export function SystemStatusCard() {
  const status = useSystemStatus();
  return (
    <Card className="flex flex-col">
      <CardHeader>
        <div className="flex items-center justify-between gap-3">
          <div className="flex items-center gap-3">
            <span className="flex size-10 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
              <Activity aria-hidden="true" className="size-5" />
            </span>
            <h2 className="text-xl leading-tight font-semibold">{adminT('admin.status.title')}</h2>
          </div>
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={adminT('admin.status.refresh')}
            title={adminT('admin.status.refresh')}
            disabled={status.isFetching}
            onClick={() => void status.refetch()}
          >
            <RefreshCw aria-hidden="true" className={cn(status.isFetching && 'animate-spin')} />
          </Button>
        </div>
        <CardDescription>{adminT('admin.status.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex-1">
        {status.isPending ? (
          <div className="grid gap-2" role="status" aria-label={adminT('admin.status.loading')}>
            {[0, 1, 2, 3].map((key) => (
              <Skeleton key={key} className="h-14 w-full" />
            ))}
          </div>
        ) : status.isError && !status.data ? (
          <div role="alert" className="grid justify-items-start gap-3 text-sm">
            <p className="font-medium text-destructive">{adminT('admin.status.loadFailed')}</p>
            <Button variant="outline" size="sm" onClick={() => void status.refetch()}>
              {adminT('admin.status.retry')}
            </Button>
          </div>
        ) : (
          <>
            <ul className="grid gap-2" aria-label={adminT('admin.status.listLabel')}>
              {status.data.services.map((service) => (
                <li
                  key={service.name}
                  className="grid gap-1 rounded-lg border bg-background/60 px-3 py-2"
                >
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <span className="text-sm font-medium">{localizeStatusText(service.name)}</span>
                    <span
                      className={cn(
                        'inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-medium',
                        stateTone[service.state],
                      )}
                    >
                      <span
                        aria-hidden="true"
                        className={cn('size-2 rounded-full', stateDot[service.state])}
                      />
                      {adminT(`admin.status.state.${service.state}`)}
                    </span>
                  </div>
                  <p className="text-xs text-muted-foreground">
                    <span className="font-medium text-foreground">
                      {localizeStatusText(service.mode)}
                    </span>
                    {' · '}
                    {localizeStatusText(service.detail)}
                  </p>
                  <ServiceLanguages service={service} />
                </li>
              ))}
            </ul>
            {status.data.starterNarration ? (
              <p
                role="status"
                className="mt-3 flex items-center gap-2 rounded-lg border bg-background/60 px-3 py-2 text-sm"
              >
                <AudioLines aria-hidden="true" className="size-4 shrink-0 text-primary" />
                {adminT('admin.status.starterNarration', status.data.starterNarration)}
              </p>
            ) : null}
            <p className="mt-3 text-xs text-muted-foreground">
              {adminT('admin.status.checkedAt', { time: formatTime(status.data.checkedAt) })}
            </p>
          </>
        )}
      </CardContent>
    </Card>
  );
}
