import { useQuery, useQueryClient } from '@tanstack/react-query';
import { cn } from '@web/lib/cn';
import { t } from '@web/lib/i18n/t';
import { groupAlertsQuery, refreshGroupAlerts } from './group-alerts';
import { useRealtimeEvent } from '@web/lib/realtime';
import { useMe } from '@web/lib/session/me-query';

/**
 * How many of the member's group notices are unread, for someone signed in. The shell's first
 * screen brings the answer with the page (decision 162), so the badge is in the first paint and
 * no phone asks for it again after each page; realtime keeps it current.
 */
export function useUnreadGroupNotices(): number {
  const me = useMe();
  const alerts = useQuery({
    ...groupAlertsQuery(),
    enabled: Boolean(me.data),
    select: (list) => list.unread,
  });
  return alerts.data ?? 0;
}

/** A new prayer request in one of the member's groups: their notices may have grown. */
export function useGroupNoticesLive(enabled: boolean): void {
  const queryClient = useQueryClient();
  useRealtimeEvent(
    'community.post_created',
    (data) => {
      if (data.group_id && data.post_type === 'prayer_request')
        void refreshGroupAlerts(queryClient);
    },
    enabled,
  );
}

/**
 * The unread count beside a link to the groups: a number to the eye, "3 unread notices" to a
 * screen reader (it joins the link's name). Nothing when all is read.
 */
export function GroupNoticesBadge({ className }: { className?: string }) {
  const unread = useUnreadGroupNotices();
  if (unread === 0) return null;
  return (
    <>
      <span
        aria-hidden="true"
        data-testid="group-notices-badge"
        className={cn(
          'inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-[0.7rem] leading-none font-semibold text-primary-foreground tabular-nums',
          className,
        )}
      >
        {unread > 99 ? '99+' : unread}
      </span>
      <span className="sr-only">{t('nav.groupsUnread', { count: unread })}</span>
    </>
  );
}
