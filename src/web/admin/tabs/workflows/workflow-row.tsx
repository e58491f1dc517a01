import { Pause, Pencil, Play, Trash2 } from 'lucide-react';
import type { Workflow } from '@contracts/workflows';
import { adminWorkflowsT } from '@web/lib/i18n/admin-workflows-t';
import { notifyError, notifySuccess } from '@web/lib/toasts';
import { categoryLabel, daysLabel, typeLabel } from '@web/lib/workflow-labels';
import { Badge } from '@web/ui/badge';
import { Button } from '@web/ui/button';
import { Switch } from '@web/ui/switch';
import { useUpdateWorkflow } from './use-update-workflow';

interface WorkflowRowProps {
  workflow: Workflow;
  onEdit: (workflow: Workflow) => void;
  onDelete: (workflow: Workflow) => void;
}

/** One row of the table: title, type, category, days, duration, status, reminder, actions. */
export function WorkflowRow({ workflow, onEdit, onDelete }: WorkflowRowProps) {
  const update = useUpdateWorkflow();
  const { title } = workflow;
  const pending = update.isPending ? update.variables.input : null;
  const active = pending?.isActive ?? workflow.isActive;
  const reminders = pending?.reminderEnabled ?? workflow.reminderEnabled;
  const failed = adminWorkflowsT('adminWorkflows.toast.updateFailed');

  const toggleActive = () =>
    update.mutate(
      { id: workflow.id, input: { isActive: !workflow.isActive } },
      {
        onSuccess: (saved) =>
          notifySuccess(
            adminWorkflowsT(
              saved.isActive ? 'adminWorkflows.toast.activated' : 'adminWorkflows.toast.paused',
              { title },
            ),
          ),
        onError: (error) => notifyError(failed, error, failed),
      },
    );
  const toggleReminders = (next: boolean) =>
    update.mutate(
      { id: workflow.id, input: { reminderEnabled: next } },
      {
        onSuccess: () =>
          notifySuccess(
            adminWorkflowsT(
              next ? 'adminWorkflows.toast.remindersOn' : 'adminWorkflows.toast.remindersOff',
              { title },
            ),
          ),
        onError: (error) => notifyError(failed, error, failed),
      },
    );
  const steps = workflow.contentItems.length;

  return (
    <tr className="border-b last:border-b-0" data-testid="workflow-row">
      <th scope="row" className="max-w-64 py-3 pr-4 text-left align-top font-medium">
        <span className="block">{title}</span>
        <span className="block text-xs font-normal text-muted-foreground">
          {steps === 1
            ? adminWorkflowsT('adminWorkflows.oneStep')
            : adminWorkflowsT('adminWorkflows.steps', { count: steps })}
        </span>
      </th>
      <td className="py-3 pr-4 align-top">{typeLabel(workflow.workflowType)}</td>
      <td className="py-3 pr-4 align-top">{categoryLabel(workflow.category)}</td>
      <td className="py-3 pr-4 align-top">
        {workflow.frequencyDays.length > 0
          ? daysLabel(workflow.frequencyDays)
          : adminWorkflowsT('adminWorkflows.noDays')}
      </td>
      <td className="py-3 pr-4 align-top whitespace-nowrap">
        {adminWorkflowsT('adminWorkflows.minutes', { minutes: workflow.durationMinutes })}
      </td>
      <td className="py-3 pr-4 align-top">
        <Badge variant={active ? 'default' : 'secondary'}>
          {active
            ? adminWorkflowsT('adminWorkflows.status.active')
            : adminWorkflowsT('adminWorkflows.status.paused')}
        </Badge>
      </td>
      <td className="py-3 pr-4 align-top">
        <div className="flex items-center gap-2">
          <Switch
            checked={reminders}
            disabled={update.isPending}
            aria-label={adminWorkflowsT('adminWorkflows.reminderFor', { title })}
            onCheckedChange={toggleReminders}
          />
          <span className="tabular-nums">{workflow.reminderTime}</span>
        </div>
      </td>
      <td className="py-3 align-top">
        <div className="flex justify-end gap-1">
          <Button
            variant="ghost"
            size="sm"
            aria-label={adminWorkflowsT('adminWorkflows.editLabel', { title })}
            onClick={() => onEdit(workflow)}
          >
            <Pencil aria-hidden="true" />
            {adminWorkflowsT('adminWorkflows.edit')}
          </Button>
          <Button
            variant="outline"
            size="sm"
            loading={update.isPending && pending?.isActive !== undefined}
            disabled={update.isPending}
            aria-label={adminWorkflowsT(
              workflow.isActive ? 'adminWorkflows.pauseLabel' : 'adminWorkflows.activateLabel',
              { title },
            )}
            onClick={toggleActive}
          >
            {workflow.isActive ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
            {workflow.isActive
              ? adminWorkflowsT('adminWorkflows.pause')
              : adminWorkflowsT('adminWorkflows.activate')}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="text-destructive"
            aria-label={adminWorkflowsT('adminWorkflows.deleteLabel', { title })}
            onClick={() => onDelete(workflow)}
          >
            <Trash2 aria-hidden="true" />
            {adminWorkflowsT('adminWorkflows.delete')}
          </Button>
        </div>
      </td>
    </tr>
  );
}
