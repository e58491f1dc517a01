import { useEffect, useState } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Link } from '@web/ui/link';
import { ListChecks, Plus, Settings2 } from 'lucide-react';
import type { WorkflowListItem } from '@contracts/workflows';
import { workflowsT } from './i18n/workflows-t';
import type { FirstScreen } from '@web/lib/first-screen';
import { hasPermission, useMe } from '@web/lib/session/me-query';
import { browserTimeZone } from '@web/lib/time-zone';
import { notifyError, notifySuccess } from '@web/lib/toasts';
import { Button } from '@web/ui/button';
import { EmptyState } from '@web/ui/empty-state';
import { ListState, LoadMore } from '@web/ui/list-state';
import { PageHeader } from '@web/ui/page-header';
import { Skeleton } from '@web/ui/skeleton';
import { useStartSession } from './use-start-session';
import { WorkflowCard } from './workflow-card';
import { WorkflowStats } from './workflow-stats';
import { workflowQueries } from './workflows-queries';

/** Where staff create and manage workflows: the portal's Workflows tab. */
const adminWorkflowsPath = '/admin/workflows';

/** The workflow cards' first page and the four figures, in the reader's zone. */
export const workflowsFirstScreen: FirstScreen = ({ queryClient }) =>
  Promise.all([
    queryClient.prefetchInfiniteQuery(workflowQueries.list(browserTimeZone())),
    queryClient.prefetchQuery(workflowQueries.stats(browserTimeZone())),
  ]);

/** 001 §2 Workflows page: header, four stat cards, the workflow cards. */
export function WorkflowsPage() {
  const me = useMe();
  const staff = hasPermission(me.data, 'workflows');
  const timeZone = browserTimeZone();
  const list = useInfiniteQuery(workflowQueries.list(timeZone));
  const stats = useQuery(workflowQueries.stats(timeZone));
  const start = useStartSession();
  const navigate = useNavigate();
  const [startingId, setStartingId] = useState<string | null>(null);

  useEffect(() => {
    if (list.error)
      notifyError(
        workflowsT('workflows.toast.loadFailed'),
        list.error,
        workflowsT('workflows.loadFailedDescription'),
      );
  }, [list.error]);

  const onStart = async (workflow: WorkflowListItem) => {
    setStartingId(workflow.id);
    try {
      const session = await start.mutateAsync(workflow.id);
      notifySuccess(workflowsT('workflows.toast.started', { title: workflow.title }));
      await navigate(`/workflows/sessions/${session.id}`);
    } catch (error) {
      notifyError(
        workflowsT('workflows.toast.startFailed'),
        error,
        workflowsT('workflows.toast.startFailed'),
      );
    } finally {
      setStartingId(null);
    }
  };

  const workflows = list.data?.pages.flatMap((page) => page.items) ?? [];
  const manage = staff ? (
    <Button asChild variant="outline">
      <Link to={adminWorkflowsPath}>
        <Settings2 aria-hidden="true" />
        {workflowsT('workflows.manage')}
      </Link>
    </Button>
  ) : null;

  return (
    <>
      <PageHeader
        title={workflowsT('workflows.heading')}
        description={workflowsT(staff ? 'workflows.subtitle.staff' : 'workflows.subtitle.member')}
        actions={workflows.length > 0 ? manage : null}
      />
      <WorkflowStats stats={stats.data} failed={stats.isError} />
      <section aria-labelledby="workflows-list-heading" className="mt-6 grid gap-4">
        <h2 id="workflows-list-heading" className="sr-only">
          {workflowsT('workflows.list.heading')}
        </h2>
        <ListState
          query={list}
          empty={workflows.length === 0}
          loadingLabel={workflowsT('workflows.loading')}
          placeholder={<Skeleton className="h-64 rounded-xl" />}
          loadingClassName="md:grid-cols-2 xl:grid-cols-3"
          failedTitle={workflowsT('workflows.toast.loadFailed')}
          failedDetail={workflowsT('workflows.loadFailedDescription')}
          retryLabel={workflowsT('workflows.retry')}
          emptyState={
            <EmptyState
              icon={ListChecks}
              title={workflowsT('workflows.empty.title')}
              description={
                staff ? (
                  workflowsT('workflows.empty.staff')
                ) : (
                  <>
                    <p>{workflowsT('workflows.empty.member')}</p>
                    <p className="mt-2 text-xs">{workflowsT('workflows.empty.onlyAdmins')}</p>
                  </>
                )
              }
              action={
                staff ? (
                  <Button asChild>
                    <Link to={`${adminWorkflowsPath}?create=1`}>
                      <Plus aria-hidden="true" />
                      {workflowsT('workflows.createFirst')}
                    </Link>
                  </Button>
                ) : null
              }
            />
          }
        >
          <>
            <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
              {workflows.map((workflow) => (
                <WorkflowCard
                  key={workflow.id}
                  workflow={workflow}
                  starting={startingId === workflow.id}
                  onStart={(chosen) => void onStart(chosen)}
                />
              ))}
            </div>
            <LoadMore
              query={list}
              label={workflowsT('workflows.loadMore')}
              loadingLabel={workflowsT('workflows.loadingMore')}
            />
          </>
        </ListState>
      </section>
    </>
  );
}
