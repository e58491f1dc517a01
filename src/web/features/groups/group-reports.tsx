import { useQuery } from '@tanstack/react-query';
import { Check, Eye, EyeOff, ShieldCheck } from 'lucide-react';
import type { Group, GroupReport } from '@contracts/groups';
import { formatTimeAgo } from '@web/lib/format-date';
import { communityT } from '@web/features/posts';
import { groupsT } from './i18n/groups-t';
import { notifySuccess } from '@web/lib/toasts';
import { Badge } from '@web/ui/badge';
import { Button } from '@web/ui/button';
import { Card } from '@web/ui/card';
import { EmptyState } from '@web/ui/empty-state';
import { CardPlaceholder, ListState } from '@web/ui/list-state';
import { failureToast, SectionHeading } from './group-lists';
import { groupQueries } from './groups-queries';
import { useDismissReports, useModerate } from './use-group-mutations';

/** What members reported in the group, for its leaders to hide or restore. */
export function GroupReports({ group }: { group: Group }) {
  const reports = useQuery(groupQueries.reports(group.id));
  const items = reports.data?.items ?? [];
  return (
    <section aria-labelledby="group-reports-heading" className="grid gap-3">
      <SectionHeading
        id="group-reports-heading"
        title={groupsT('groups.reports.heading')}
        description={groupsT('groups.reports.description')}
      />
      <ListState
        query={reports}
        empty={items.length === 0}
        loadingLabel={groupsT('groups.reports.loading')}
        placeholder={<CardPlaceholder />}
        placeholders={2}
        failedTitle={groupsT('groups.reports.loadFailed')}
        retryLabel={groupsT('groups.retry')}
        headingLevel={3}
        emptyState={
          <EmptyState icon={ShieldCheck} headingLevel={3} title={groupsT('groups.reports.none')} />
        }
      >
        <ul className="grid gap-3" aria-labelledby="group-reports-heading">
          {items.map((report) => (
            <li key={`${report.target}-${report.commentId ?? report.postId}`}>
              <ReportCard group={group} report={report} />
            </li>
          ))}
        </ul>
      </ListState>
    </section>
  );
}

function ReportCard({ group, report }: { group: Group; report: GroupReport }) {
  const moderate = useModerate(group.id);
  const dismiss = useDismissReports(group.id);
  const busy = moderate.isPending || dismiss.isPending;
  const target = {
    kind: report.target,
    id: report.target === 'comment' && report.commentId ? report.commentId : report.postId,
  };
  const act = (action: 'hide' | 'restore') =>
    moderate.mutate(
      { target, action },
      {
        onSuccess: () =>
          notifySuccess(
            groupsT(action === 'hide' ? 'groups.reports.hidden' : 'groups.reports.restored'),
          ),
        onError: failureToast('groups.wall.moderateFailed'),
      },
    );
  return (
    <Card className="grid gap-2 p-4" data-testid="group-report">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="secondary">
          {groupsT(report.target === 'post' ? 'groups.reports.post' : 'groups.reports.comment')}
        </Badge>
        {report.hidden ? (
          <Badge variant="destructive">{groupsT('groups.reports.hiddenBadge')}</Badge>
        ) : null}
        <span className="text-xs text-muted-foreground">
          {groupsT('groups.reports.lastReported', { date: formatTimeAgo(report.lastReportedAt) })}
        </span>
      </div>
      <h3 className="font-semibold break-words">{report.title}</h3>
      <p className="line-clamp-4 text-sm break-words whitespace-pre-wrap text-foreground/90">
        {report.content}
      </p>
      <ul
        className="flex flex-wrap gap-1.5"
        aria-label={groupsT('groups.openReports', { count: report.openReports })}
      >
        {report.reasons.map(({ reason, count }) => (
          <li key={reason}>
            <Badge variant="outline">
              {communityT(`community.report.reason.${reason}`)} · {count}
            </Badge>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button
          variant={report.hidden ? 'outline' : 'destructive'}
          size="sm"
          disabled={busy}
          onClick={() => act(report.hidden ? 'restore' : 'hide')}
        >
          {report.hidden ? <Eye aria-hidden="true" /> : <EyeOff aria-hidden="true" />}
          {groupsT(report.hidden ? 'groups.reports.restore' : 'groups.reports.hide')}
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={busy}
          onClick={() =>
            dismiss.mutate(
              { postId: report.postId, commentId: report.commentId },
              {
                onSuccess: () => notifySuccess(groupsT('groups.reports.dismissed')),
                onError: failureToast('groups.wall.moderateFailed'),
              },
            )
          }
        >
          <Check aria-hidden="true" />
          {groupsT('groups.reports.dismiss')}
        </Button>
      </div>
    </Card>
  );
}
