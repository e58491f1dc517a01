import { useDeferredValue, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { formatShortDate } from '@web/lib/format-date';
import { staffT } from '@web/admin/i18n/admin-staff-t';
import { Button } from '@web/ui/button';
import { FormField } from '@web/ui/form-field';
import { Input } from '@web/ui/input';
import { Skeleton } from '@web/ui/skeleton';
import { settingsQueries } from './settings-queries';

/** User Records: email, full name, subscribed, product, end date, role; searched by prefix. */
export function UserRecords() {
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const records = useInfiniteQuery(settingsQueries.records(q));
  const rows = records.data?.pages.flatMap((page) => page.items) ?? [];
  const head = 'px-3 py-2 text-left font-medium text-muted-foreground';
  return (
    <div className="grid gap-4">
      <FormField label={staffT('records.search')} hint={staffT('records.searchHint')}>
        <Input type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
      </FormField>
      {records.isPending ? (
        <Skeleton className="h-32" />
      ) : records.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {staffT('records.failed')}
        </p>
      ) : rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{staffT('records.empty')}</p>
      ) : (
        // Scrolls sideways on phones: focusable so keyboards can scroll it too.
        <div
          className="overflow-x-auto rounded-lg border"
          tabIndex={0}
          role="region"
          aria-label={staffT('settings.tab.records')}
        >
          <table className="w-full min-w-[44rem] text-sm">
            <thead className="bg-muted/50">
              <tr>
                <th className={head}>{staffT('records.email')}</th>
                <th className={head}>{staffT('records.name')}</th>
                <th className={head}>{staffT('records.subscribed')}</th>
                <th className={head}>{staffT('records.product')}</th>
                <th className={head}>{staffT('records.end')}</th>
                <th className={head}>{staffT('records.role')}</th>
              </tr>
            </thead>
            <tbody className="divide-y">
              {rows.map((row) => (
                <tr key={row.userId}>
                  <td className="px-3 py-2 break-all">{row.email}</td>
                  <td className="px-3 py-2">{row.fullName ?? '—'}</td>
                  <td className="px-3 py-2">
                    {row.subscribed ? staffT('records.yes') : staffT('records.no')}
                  </td>
                  <td className="px-3 py-2">{row.productId ?? '—'}</td>
                  <td className="px-3 py-2">
                    {row.subscriptionEnd ? formatShortDate(new Date(row.subscriptionEnd)) : '—'}
                  </td>
                  <td className="px-3 py-2">{staffT(`role.${row.role ?? 'none'}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {records.hasNextPage ? (
        <Button
          variant="outline"
          className="justify-self-center"
          disabled={records.isFetchingNextPage}
          onClick={() => void records.fetchNextPage()}
        >
          {staffT('records.more')}
        </Button>
      ) : null}
    </div>
  );
}
