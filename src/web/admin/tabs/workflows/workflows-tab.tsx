import { useEffect, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { ListChecks, Plus } from 'lucide-react';
import type { Workflow } from '@contracts/workflows';
import { adminWorkflowsT } from '@web/admin/i18n/admin-workflows-t';
import { notifyError } from '@web/lib/toasts';
import { useMediaQuery } from '@web/lib/use-media-query';
import { Button } from '@web/ui/button';
import { EmptyState } from '@web/ui/empty-state';
import { ListState, LoadMore } from '@web/ui/list-state';
import { SelectField } from '@web/ui/select-field';
import { Skeleton } from '@web/ui/skeleton';
import { DeleteWorkflowDialog } from './delete-workflow-dialog';
import { WorkflowFormDialog } from './workflow-form-dialog';
import { WorkflowItem, WorkflowRow } from './workflow-row';
import { adminWorkflowQueries, type WorkflowStatusFilter } from './workflows-admin-queries';
import type { FirstScreen } from '@web/lib/first-screen';

type StatusChoice = WorkflowStatusFilter | 'all';
const statusOptions = (['all', 'active', 'paused'] as const).map((value) => ({
  value,
  label: adminWorkflowsT(`adminWorkflows.status.${value}`),
}));

const columns = [
  'adminWorkflows.col.type',
  'adminWorkflows.col.category',
  'adminWorkflows.col.days',
  'adminWorkflows.col.duration',
  'adminWorkflows.col.status',
  'adminWorkflows.col.reminder',
] as const;

/** The tab's first screen (decision 162): every workflow's first page. */
export const firstScreen: FirstScreen = ({ queryClient }) =>
  queryClient.prefetchInfiniteQuery(adminWorkflowQueries.list(undefined));

/** The Workflows tab (000 §2): the table of every workflow, the create/edit dialog, delete. */
export default function WorkflowsTab() {
  // The table needs room; below 768 px each workflow is a card.
  const wide = useMediaQuery('(min-width: 768px)');
  const [status, setStatus] = useState<StatusChoice>('all');
  const list = useInfiniteQuery(adminWorkflowQueries.list(status === 'all' ? undefined : status));
  const [searchParams, setSearchParams] = useSearchParams();
  // /admin/workflows?create=1 (the member page's Create Your First Workflow) opens the dialog.
  const [formOpen, setFormOpen] = useState(() => searchParams.get('create') === '1');
  const onFormOpenChange = (open: boolean) => {
    setFormOpen(open);
    if (!open && searchParams.has('create')) setSearchParams({}, { replace: true });
  };
  const [editing, setEditing] = useState<Workflow | null>(null);
  const [deleting, setDeleting] = useState<Workflow | null>(null);

  useEffect(() => {
    if (list.error) {
      const failed = adminWorkflowsT('adminWorkflows.toast.loadFailed');
      notifyError(failed, list.error, failed);
    }
  }, [list.error]);

  const openCreate = () => {
    setEditing(null);
    setFormOpen(true);
  };
  const openEdit = (workflow: Workflow) => {
    setEditing(workflow);
    setFormOpen(true);
  };
  const workflows = list.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <section aria-labelledby="workflows-heading" className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h2 id="workflows-heading" className="text-2xl font-semibold">
            {adminWorkflowsT('adminWorkflows.title')}
          </h2>
          <p className="text-sm text-muted-foreground">
            {adminWorkflowsT('adminWorkflows.description')}
          </p>
        </div>
        <Button onClick={openCreate}>
          <Plus aria-hidden="true" />
          {adminWorkflowsT('adminWorkflows.create')}
        </Button>
      </div>
      <SelectField
        className="w-full sm:w-56"
        label={adminWorkflowsT('adminWorkflows.filterStatus')}
        value={status}
        onValueChange={(next) => setStatus(next as StatusChoice)}
        options={statusOptions}
      />
      <ListState
        query={list}
        empty={workflows.length === 0}
        loadingLabel={adminWorkflowsT('adminWorkflows.loading')}
        placeholder={<Skeleton className="h-12" />}
        loadingClassName="gap-2"
        failedTitle={adminWorkflowsT('adminWorkflows.toast.loadFailed')}
        failedDetail={adminWorkflowsT('adminWorkflows.toast.loadFailed')}
        retryLabel={adminWorkflowsT('adminWorkflows.retry')}
        headingLevel={3}
        emptyState={
          <EmptyState
            icon={ListChecks}
            headingLevel={3}
            title={adminWorkflowsT('adminWorkflows.empty')}
            description={
              status === 'all'
                ? adminWorkflowsT('adminWorkflows.emptyDescription')
                : adminWorkflowsT('adminWorkflows.emptyFiltered')
            }
          />
        }
      >
        {wide ? (
          <div
            className="overflow-x-auto rounded-xl border bg-card px-4"
            // A region that scrolls sideways on phones is reachable with the keyboard.
            tabIndex={0}
            role="region"
            aria-labelledby="workflows-table-caption"
          >
            <table className="w-full min-w-[56rem] text-sm">
              <caption id="workflows-table-caption" className="sr-only">
                {adminWorkflowsT('adminWorkflows.table.caption')}
              </caption>
              <thead>
                <tr className="border-b text-left text-xs text-muted-foreground">
                  <th scope="col" className="py-3 pr-4 font-medium">
                    {adminWorkflowsT('adminWorkflows.col.title')}
                  </th>
                  {columns.map((key) => (
                    <th key={key} scope="col" className="py-3 pr-4 font-medium">
                      {adminWorkflowsT(key)}
                    </th>
                  ))}
                  <th scope="col" className="py-3 text-right font-medium">
                    {adminWorkflowsT('adminWorkflows.col.actions')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {workflows.map((workflow) => (
                  <WorkflowRow
                    key={workflow.id}
                    workflow={workflow}
                    onEdit={openEdit}
                    onDelete={setDeleting}
                  />
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <ul className="grid gap-3" aria-label={adminWorkflowsT('adminWorkflows.table.caption')}>
            {workflows.map((workflow) => (
              <WorkflowItem
                key={workflow.id}
                workflow={workflow}
                onEdit={openEdit}
                onDelete={setDeleting}
              />
            ))}
          </ul>
        )}
      </ListState>
      <LoadMore query={list} label={adminWorkflowsT('adminWorkflows.loadMore')} />
      <WorkflowFormDialog open={formOpen} onOpenChange={onFormOpenChange} workflow={editing} />
      <DeleteWorkflowDialog workflow={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}
