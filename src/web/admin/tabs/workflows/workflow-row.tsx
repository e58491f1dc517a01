import { Pause, Pencil, Play, Trash2 } from 'lucide-react';
import type { Workflow } from '@contracts/workflows';
import { adminWorkflowsT } from '@web/admin/i18n/admin-workflows-t';
import { categoryLabel, daysLabel, typeLabel } from '@web/features/workflows';
import { Badge } from '@web/ui/badge';
import { Button } from '@web/ui/button';
import { Switch } from '@web/ui/switch';
import { useWorkflowToggles, type WorkflowToggles } from './use-workflow-toggles';

interface WorkflowRowProps {
  workflow: Workflow;
  onEdit: (workflow: Workflow) => void;
  onDelete: (workflow: Workflow) => void;
}

const stepsText = (workflow: Workflow) =>
  workflow.contentItems.length === 1
    ? adminWorkflowsT('adminWorkflows.oneStep')
    : adminWorkflowsT('adminWorkflows.steps', { count: workflow.contentItems.length });

const daysText = (workflow: Workflow) =>
  workflow.frequencyDays.length > 0
    ? daysLabel(workflow.frequencyDays)
    : adminWorkflowsT('adminWorkflows.noDays');

const durationText = (workflow: Workflow) =>
  adminWorkflowsT('adminWorkflows.minutes', { minutes: workflow.durationMinutes });

function StatusBadge({ active }: { active: boolean }) {
  return (
    <Badge variant={active ? 'default' : 'secondary'}>
      {active
        ? adminWorkflowsT('adminWorkflows.status.active')
        : adminWorkflowsT('adminWorkflows.status.paused')}
    </Badge>
  );
}

function ReminderSwitch({ workflow, toggles }: { workflow: Workflow; toggles: WorkflowToggles }) {
  return (
    <div className="flex items-center gap-2">
      <Switch
        checked={toggles.reminders}
        disabled={toggles.pending}
        aria-label={adminWorkflowsT('adminWorkflows.reminderFor', { title: workflow.title })}
        onCheckedChange={toggles.toggleReminders}
      />
      <span className="tabular-nums">{workflow.reminderTime}</span>
    </div>
  );
}

function Actions({
  workflow,
  toggles,
  onEdit,
  onDelete,
}: WorkflowRowProps & { toggles: WorkflowToggles }) {
  const { title } = workflow;
  return (
    <div className="flex flex-wrap justify-end gap-1">
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
        loading={toggles.pausing}
        disabled={toggles.pending}
        aria-label={adminWorkflowsT(
          workflow.isActive ? 'adminWorkflows.pauseLabel' : 'adminWorkflows.activateLabel',
          { title },
        )}
        onClick={toggles.toggleActive}
      >
        {toggles.pausing ? null : workflow.isActive ? (
          <Pause aria-hidden="true" />
        ) : (
          <Play aria-hidden="true" />
        )}
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
  );
}

/** One row of the table: title, type, category, days, duration, status, reminder, actions. */
export function WorkflowRow(props: WorkflowRowProps) {
  const { workflow } = props;
  const toggles = useWorkflowToggles(workflow);
  return (
    <tr className="border-b last:border-b-0" data-testid="workflow-row">
      <th scope="row" className="max-w-64 py-3 pr-4 text-left align-top font-medium">
        <span className="block">{workflow.title}</span>
        <span className="block text-xs font-normal text-muted-foreground">
          {stepsText(workflow)}
        </span>
      </th>
      <td className="py-3 pr-4 align-top">{typeLabel(workflow.workflowType)}</td>
      <td className="py-3 pr-4 align-top">{categoryLabel(workflow.category)}</td>
      <td className="py-3 pr-4 align-top">{daysText(workflow)}</td>
      <td className="py-3 pr-4 align-top whitespace-nowrap">{durationText(workflow)}</td>
      <td className="py-3 pr-4 align-top">
        <StatusBadge active={toggles.active} />
      </td>
      <td className="py-3 pr-4 align-top">
        <ReminderSwitch workflow={workflow} toggles={toggles} />
      </td>
      <td className="py-3 align-top">
        <Actions {...props} toggles={toggles} />
      </td>
    </tr>
  );
}

/** The same workflow on a phone: a stacked card with the table's columns as labelled terms. */
export function WorkflowItem(props: WorkflowRowProps) {
  const { workflow } = props;
  const toggles = useWorkflowToggles(workflow);
  const terms = [
    ['adminWorkflows.col.type', typeLabel(workflow.workflowType)],
    ['adminWorkflows.col.category', categoryLabel(workflow.category)],
    ['adminWorkflows.col.days', daysText(workflow)],
    ['adminWorkflows.col.duration', durationText(workflow)],
  ] as const;
  return (
    <li className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm" data-testid="workflow-row">
      <div className="flex items-start justify-between gap-3">
        <div className="grid gap-0.5">
          <h3 className="font-semibold">{workflow.title}</h3>
          <p className="text-xs text-muted-foreground">{stepsText(workflow)}</p>
        </div>
        <StatusBadge active={toggles.active} />
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        {terms.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs text-muted-foreground">{adminWorkflowsT(label)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className="col-span-2">
          <dt className="text-xs text-muted-foreground">
            {adminWorkflowsT('adminWorkflows.col.reminder')}
          </dt>
          <dd>
            <ReminderSwitch workflow={workflow} toggles={toggles} />
          </dd>
        </div>
      </dl>
      <Actions {...props} toggles={toggles} />
    </li>
  );
}
