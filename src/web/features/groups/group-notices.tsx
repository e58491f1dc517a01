import { useState } from 'react';
import { Link } from '@web/ui/link';
import { useQuery } from '@tanstack/react-query';
import { CheckCheck } from 'lucide-react';
import type { GroupAlert } from '@contracts/groups';
import { cn } from '@web/lib/cn';
import { formatTimeAgo } from '@web/lib/format-date';
import { groupsT } from './i18n/groups-t';
import { groupAlertsQuery } from './group-alerts';
import { Badge } from '@web/ui/badge';
import { Button } from '@web/ui/button';
import { failureToast, Row, RowList } from './group-lists';
import { useMarkNoticesRead } from './use-group-mutations';

/** How many notices show before "Show all": the groups themselves stay in view below. */
const shownFirst = 5;

/** What a notice says: the server's push texts, in the app's language. */
function noticeText(alert: GroupAlert): string {
  if (alert.kind === 'daily')
    return groupsT('groups.notices.daily', { group: alert.groupName, count: alert.requests });
  // A request hidden since is named no more.
  return alert.postTitle === null
    ? groupsT('groups.notices.requestHidden', { group: alert.groupName })
    : groupsT('groups.notices.request', { group: alert.groupName, title: alert.postTitle });
}

/**
 * The member's notices about their groups (decision 063), newest first, the unread marked; each
 * leads to its group, whose wall reads its notices.
 */
export function GroupNotices() {
  const alerts = useQuery(groupAlertsQuery());
  const markRead = useMarkNoticesRead();
  const [expanded, setExpanded] = useState(false);
  const items = alerts.data?.items ?? [];
  const unread = alerts.data?.unread ?? 0;
  const shown = expanded ? items : items.slice(0, shownFirst);

  return (
    <section aria-labelledby="group-notices-heading" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="group-notices-heading" className="text-lg font-semibold">
          {groupsT('groups.notices.heading')}
        </h2>
        {unread > 0 ? (
          <Button
            variant="outline"
            size="sm"
            loading={markRead.isPending}
            onClick={() =>
              markRead.mutate(undefined, { onError: failureToast('groups.notices.markFailed') })
            }
          >
            <CheckCheck aria-hidden="true" />
            {groupsT('groups.notices.markAll')}
          </Button>
        ) : null}
      </div>
      <RowList
        query={alerts}
        count={items.length}
        label={groupsT('groups.notices.heading')}
        failed={groupsT('groups.notices.loadFailed')}
        none={groupsT('groups.notices.none')}
      >
        {shown.map((alert) => (
          <Row key={alert.id} testId="group-notice">
            <div className="flex items-start gap-2">
              <span
                aria-hidden="true"
                className={cn(
                  'mt-2 size-2 shrink-0 rounded-full',
                  alert.read ? 'bg-transparent' : 'bg-primary',
                )}
              />
              <div className="grid min-w-0 gap-0.5">
                <Link
                  to={`/groups/${alert.groupId}`}
                  className={cn(
                    'rounded-sm break-words hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                    alert.read ? 'text-muted-foreground' : 'font-medium',
                  )}
                >
                  {noticeText(alert)}
                </Link>
                <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                  <time dateTime={alert.createdAt}>{formatTimeAgo(alert.createdAt)}</time>
                  {alert.read ? null : <Badge>{groupsT('groups.notices.unread')}</Badge>}
                </p>
              </div>
            </div>
          </Row>
        ))}
      </RowList>
      {items.length > shownFirst ? (
        <div>
          <Button variant="ghost" size="sm" onClick={() => setExpanded((open) => !open)}>
            {expanded
              ? groupsT('groups.notices.showFewer')
              : groupsT('groups.notices.showAll', { count: items.length })}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
