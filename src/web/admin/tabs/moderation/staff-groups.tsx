import type { UseQueryResult } from '@tanstack/react-query';
import { Flag, Users } from 'lucide-react';
import type { StaffGroup } from '@contracts/groups';
import { formatShortDate } from '@web/lib/format-date';
import { moderationT } from '@web/admin/i18n/admin-moderation-t';
import { Badge } from '@web/ui/badge';
import { Button } from '@web/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/ui/card';
import { Skeleton } from '@web/ui/skeleton';

interface StaffGroupsProps {
  groups: UseQueryResult<{ items: StaffGroup[] }>;
  /** Shows the group's reports in the queue. */
  onShowReports: (groupId: string) => void;
}

/**
 * The prayer groups as staff see them: name, size, when started and open reports, most reported
 * first. Never a group's posts: those reach staff only through a report, in the queue.
 */
export function StaffGroups({ groups, onShowReports }: StaffGroupsProps) {
  const items = groups.data?.items ?? [];
  return (
    <Card role="region" aria-labelledby="moderation-groups-heading">
      <CardHeader>
        <CardTitle id="moderation-groups-heading">
          {moderationT('moderation.groups.heading')}
        </CardTitle>
        <CardDescription>{moderationT('moderation.groups.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {groups.isPending ? (
          <div
            role="status"
            aria-label={moderationT('moderation.groups.loading')}
            className="grid gap-2"
          >
            <Skeleton className="h-14 w-full" />
            <Skeleton className="h-14 w-full" />
          </div>
        ) : groups.isError ? (
          <div className="flex flex-wrap items-center gap-3">
            <p role="alert" className="text-sm text-destructive">
              {moderationT('moderation.groups.failed')}
            </p>
            <Button size="sm" variant="outline" onClick={() => void groups.refetch()}>
              {moderationT('moderation.groups.retry')}
            </Button>
          </div>
        ) : items.length === 0 ? (
          <p className="text-sm text-muted-foreground">{moderationT('moderation.groups.empty')}</p>
        ) : (
          <ul className="divide-y rounded-lg border">
            {items.map((group) => (
              <li
                key={group.id}
                data-testid="moderation-group"
                className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="grid min-w-0 gap-1">
                  <p className="font-medium break-words">{group.name}</p>
                  <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
                    <span className="inline-flex items-center gap-1">
                      <Users aria-hidden="true" className="size-4" />
                      {moderationT('moderation.groups.members', { count: group.memberCount })}
                    </span>
                    <span>
                      {moderationT('moderation.groups.created', {
                        date: formatShortDate(new Date(group.createdAt)),
                      })}
                    </span>
                    {group.openReports > 0 ? (
                      <Badge variant="destructive">
                        <Flag aria-hidden="true" />
                        {moderationT('moderation.groups.reports', { count: group.openReports })}
                      </Badge>
                    ) : (
                      <span>{moderationT('moderation.groups.reports', { count: 0 })}</span>
                    )}
                  </p>
                </div>
                <Button
                  size="sm"
                  variant="outline"
                  className="shrink-0 self-start sm:self-center"
                  aria-label={moderationT('moderation.groups.showReportsOf', { name: group.name })}
                  onClick={() => onShowReports(group.id)}
                >
                  {moderationT('moderation.groups.showReports')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
