import { useDeferredValue, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { auditActions } from '@contracts/audit';
import { staffT } from '@web/admin/i18n/admin-staff-t';
import { Button } from '@web/ui/button';
import { FormField } from '@web/ui/form-field';
import { Input, inputClasses } from '@web/ui/input';
import { Skeleton } from '@web/ui/skeleton';
import { auditActionLabel } from './audit-action-label';
import { settingsQueries } from './settings-queries';
import { formatDateTime } from '@web/lib/format-date';

const show = (value: unknown) =>
  value === null || value === undefined ? '—' : JSON.stringify(value);

/** Audit Log: who did what to which target, before and after, when; filtered by action or text. */
export function AuditLog() {
  const [action, setAction] = useState('');
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const log = useInfiniteQuery(settingsQueries.audit({ action, q }));
  const rows = log.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <div className="grid gap-4">
      <div className="grid gap-3 sm:grid-cols-[14rem_1fr]">
        <div className="grid gap-1.5">
          <label htmlFor="audit-action" className="text-sm font-medium">
            {staffT('audit.action')}
          </label>
          <select
            id="audit-action"
            className={inputClasses}
            value={action}
            onChange={(event) => setAction(event.target.value)}
          >
            <option value="">{staffT('audit.anyAction')}</option>
            {auditActions.map((name) => (
              <option key={name} value={name}>
                {auditActionLabel(name)}
              </option>
            ))}
          </select>
        </div>
        <FormField label={staffT('audit.search')}>
          <Input type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
        </FormField>
      </div>
      {log.isPending ? (
        <Skeleton className="h-32" />
      ) : log.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {staffT('audit.failed')}
        </p>
      ) : rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{staffT('audit.empty')}</p>
      ) : (
        <ul className="divide-y rounded-lg border" data-testid="audit-log">
          {rows.map((row) => (
            <li key={row.id} className="grid gap-1 p-3 text-sm">
              <p className="flex flex-wrap items-baseline gap-x-2">
                <span className="font-medium" title={row.action}>
                  {auditActionLabel(row.action)}
                </span>
                <span className="break-all">
                  {row.targetLabel ?? row.targetId ?? row.targetType}
                </span>
                <span className="text-muted-foreground">
                  {staffT('audit.by', {
                    // An actor id without its email: the account was erased (decision 047).
                    actor:
                      row.actorEmail ?? staffT(row.actorId ? 'audit.erasedActor' : 'audit.system'),
                  })}
                </span>
                <time className="text-muted-foreground" dateTime={row.createdAt}>
                  {formatDateTime(row.createdAt)}
                </time>
              </p>
              <p className="font-mono text-xs break-all text-muted-foreground">
                {staffT('audit.before')}: {show(row.before)} · {staffT('audit.after')}:{' '}
                {show(row.after)}
              </p>
            </li>
          ))}
        </ul>
      )}
      {log.hasNextPage ? (
        <Button
          variant="outline"
          className="justify-self-center"
          disabled={log.isFetchingNextPage}
          onClick={() => void log.fetchNextPage()}
        >
          {staffT('records.more')}
        </Button>
      ) : null}
    </div>
  );
}
