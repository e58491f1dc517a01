import { useEffect, type Ref } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Flag, MessagesSquare, Users } from 'lucide-react';
import type { ModerationItem } from '@contracts/community';
import type { StaffGroup } from '@contracts/groups';
import { moderationT } from '@web/admin/i18n/admin-moderation-t';
import { notifyFailure } from '@web/lib/toasts';
import { Badge } from '@web/ui/badge';
import { Button } from '@web/ui/button';
import { SelectField } from '@web/ui/select-field';
import { Skeleton } from '@web/ui/skeleton';
import { authorLine } from './author-line';
import { moderationQueries } from './moderation-queries';
import type { ModerationAction } from './use-moderation-action';

/** The filter's value for every report, the community feed's and every group's. */
export const allGroups = 'all';

interface ReportQueueProps {
  /** The group whose reports are shown, or allGroups. */
  groupId: string;
  onGroupChange: (groupId: string) => void;
  /** The groups the filter offers (undefined while they load). */
  groups: readonly StaffGroup[] | undefined;
  headingRef: Ref<HTMLHeadingElement>;
  busy: boolean;
  onAct: (action: ModerationAction) => void;
}

/** The report queue, all of it or one prayer group's; each item says where it was posted. */
export function ReportQueue({
  groupId,
  onGroupChange,
  groups,
  headingRef,
  busy,
  onAct,
}: ReportQueueProps) {
  const queue = useQuery(moderationQueries.queue(groupId === allGroups ? undefined : groupId));
  useEffect(() => {
    if (queue.isError)
      notifyFailure(moderationT('moderation.loadFailed'), undefined, 'moderation-load');
  }, [queue.isError]);

  const chosen = groups?.find((group) => group.id === groupId);
  const options = [
    { value: allGroups, label: moderationT('moderation.filter.all') },
    ...(groups ?? []).map((group) => ({ value: group.id, label: group.name })),
    // A group chosen from a list that has changed since stays nameable.
    ...(groupId !== allGroups && groups && !chosen
      ? [{ value: groupId, label: moderationT('moderation.filter.gone') }]
      : []),
  ];
  const items = queue.data?.items ?? [];
  return (
    <section aria-labelledby="moderation-queue-heading" className="grid gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h3
          id="moderation-queue-heading"
          ref={headingRef}
          tabIndex={-1}
          className="font-semibold outline-none"
        >
          {moderationT('moderation.queue.heading')}
        </h3>
        <SelectField
          className="w-full sm:w-72"
          label={moderationT('moderation.filter.label')}
          value={groupId}
          onValueChange={onGroupChange}
          options={options}
        />
      </div>
      {queue.isPending ? (
        <div
          role="status"
          aria-label={moderationT('moderation.queue.loading')}
          className="grid gap-2"
        >
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-20 w-full" />
        </div>
      ) : items.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {groupId === allGroups
            ? moderationT('moderation.queue.empty')
            : moderationT('moderation.queue.emptyGroup')}
        </p>
      ) : (
        <ul className="grid gap-3">
          {items.map((item) => (
            <QueueItem
              key={`${item.postId}-${item.commentId ?? ''}`}
              item={item}
              busy={busy}
              onAct={onAct}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function QueueItem({
  item,
  busy,
  onAct,
}: {
  item: ModerationItem;
  busy: boolean;
  onAct: (action: ModerationAction) => void;
}) {
  const label =
    item.target === 'post'
      ? moderationT('moderation.queue.post')
      : moderationT('moderation.queue.comment', { title: item.title });
  return (
    <li data-testid="moderation-queue-item" className="grid gap-2 rounded-lg border p-3">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="secondary">{label}</Badge>
        <Badge variant="destructive">
          <Flag aria-hidden="true" className="mr-1 size-3" />
          {moderationT('moderation.queue.reports', { count: item.openReports })}
        </Badge>
        {item.hidden ? <Badge variant="outline">{moderationT('moderation.hidden')}</Badge> : null}
      </div>
      <p
        data-testid="moderation-item-place"
        className="flex items-start gap-1.5 text-sm text-muted-foreground"
      >
        {item.group ? (
          <Users aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        ) : (
          <MessagesSquare aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        )}
        <span className="min-w-0 break-words">
          {item.group
            ? moderationT('moderation.queue.inGroup', { name: item.group.name })
            : moderationT('moderation.queue.inFeed')}
        </span>
      </p>
      {item.target === 'post' ? <p className="font-medium break-words">{item.title}</p> : null}
      <p className="text-sm break-words whitespace-pre-wrap">{item.content}</p>
      <p className="text-xs text-muted-foreground">{authorLine(item.author, item.isAnonymous)}</p>
      <ul className="flex flex-wrap gap-1.5">
        {item.reasons.map((reason) => (
          <li key={reason.reason}>
            <Badge variant="outline">
              {moderationT(`moderation.reason.${reason.reason}`)} · {reason.count}
            </Badge>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="destructive"
          disabled={busy}
          onClick={() =>
            onAct(
              item.commentId
                ? { kind: 'hide-comment', commentId: item.commentId }
                : { kind: 'hide-post', postId: item.postId },
            )
          }
        >
          {moderationT('moderation.hide')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          onClick={() => onAct({ kind: 'dismiss', postId: item.postId, commentId: item.commentId })}
        >
          {moderationT('moderation.dismiss')}
        </Button>
      </div>
    </li>
  );
}
