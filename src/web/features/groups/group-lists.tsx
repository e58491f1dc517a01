import type { ReactNode } from 'react';
import { type GroupsMessageKey, groupsT } from './i18n/groups-t';
import { notifyError } from '@web/lib/toasts';
import { Card } from '@web/ui/card';
import { ListState } from '@web/ui/list-state';
import { Skeleton } from '@web/ui/skeleton';

/** A failed action's toast, titled by the key (also the message when the server gives none). */
export function failureToast(key: GroupsMessageKey) {
  return (error: unknown) => notifyError(groupsT(key), error, groupsT(key));
}

/** A section's heading (named by `id`) and the line under it. */
export function SectionHeading({
  id,
  title,
  description,
}: {
  id: string;
  title: string;
  description?: string;
}) {
  return (
    <div className="grid gap-1">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
    </div>
  );
}

/** What a list of rows shows while it loads, when it fails, when it is empty, and its rows. */
interface RowListProps {
  query: Parameters<typeof ListState>[0]['query'];
  count: number;
  /** The list's name (also said while it loads). */
  label: string;
  failed: string;
  /** Said when the list is empty. */
  none: string;
  placeholder?: ReactNode;
  children: ReactNode;
}

/** A card of rows (members, links, removed people), one per line. */
export function RowList({
  query,
  count,
  label,
  failed,
  none,
  placeholder,
  children,
}: RowListProps) {
  return (
    <ListState
      query={query}
      empty={count === 0}
      loadingLabel={label}
      placeholder={placeholder ?? <Skeleton className="h-12 w-full" />}
      placeholders={1}
      failedTitle={failed}
      retryLabel={groupsT('groups.retry')}
      headingLevel={3}
      emptyState={<p className="text-sm text-muted-foreground">{none}</p>}
    >
      <Card className="p-0">
        <ul className="divide-y" aria-label={label}>
          {children}
        </ul>
      </Card>
    </ListState>
  );
}

/** A row of a RowList: what it says, and what can be done with it. */
export function Row({
  testId,
  children,
  actions,
}: {
  testId: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3" data-testid={testId}>
      <div className="grid min-w-0 flex-1 gap-0.5">{children}</div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </li>
  );
}
