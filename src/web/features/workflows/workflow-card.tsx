import { Bell, CalendarDays, Clock, Pause, Play } from 'lucide-react';
import type { WorkflowListItem } from '@contracts/workflows';
import { workflowsT } from './i18n/workflows-t';
import { Badge } from '@web/ui/badge';
import { Button } from '@web/ui/button';
import { Progress } from '@web/ui/progress';
import { categoryLabel, daysLabel, typeLabel } from './workflow-labels';

interface WorkflowCardProps {
  workflow: WorkflowListItem;
  starting: boolean;
  onStart: (workflow: WorkflowListItem) => void;
}

/** 001 §2, §4: a workflow card with its category, type, days, duration and this week's progress. */
export function WorkflowCard({ workflow, starting, onStart }: WorkflowCardProps) {
  const { progress } = workflow;
  const headingId = `workflow-${workflow.id}-title`;
  const steps = workflow.contentItems.length;
  return (
    <article
      aria-labelledby={headingId}
      data-testid="workflow-card"
      className="flex flex-col gap-4 rounded-xl border bg-card p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge>{categoryLabel(workflow.category)}</Badge>
        <Badge variant="outline">{typeLabel(workflow.workflowType)}</Badge>
        {workflow.isActive ? null : (
          <Badge variant="secondary">
            <Pause aria-hidden="true" />
            {workflowsT('workflows.card.paused')}
          </Badge>
        )}
      </div>
      <div className="grid gap-1">
        <h3 id={headingId} className="text-lg leading-snug font-semibold">
          {workflow.title}
        </h3>
        {workflow.description ? (
          <p className="line-clamp-3 text-sm text-muted-foreground">{workflow.description}</p>
        ) : null}
      </div>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <li className="flex items-center gap-1.5">
          <Clock aria-hidden="true" className="size-4" />
          {workflowsT('workflows.card.duration', { minutes: workflow.durationMinutes })}
        </li>
        {workflow.frequencyDays.length > 0 ? (
          <li className="flex items-center gap-1.5">
            <CalendarDays aria-hidden="true" className="size-4" />
            <span className="sr-only">{workflowsT('workflows.card.days')}:</span>
            {daysLabel(workflow.frequencyDays)}
          </li>
        ) : null}
        <li>
          {steps === 1
            ? workflowsT('workflows.card.oneItem')
            : workflowsT('workflows.card.items', { count: steps })}
        </li>
        {workflow.reminderEnabled ? (
          <li className="flex items-center gap-1.5">
            <Bell aria-hidden="true" className="size-4" />
            {workflowsT('workflows.card.reminder', { time: workflow.reminderTime })}
          </li>
        ) : null}
      </ul>
      <div className="mt-auto grid gap-1.5">
        <div className="flex items-center justify-between text-sm">
          <span className="font-medium">{workflowsT('workflows.card.thisWeek')}</span>
          <span data-testid="workflow-progress" className="text-muted-foreground tabular-nums">
            {workflowsT('workflows.card.progress', {
              done: progress.completedDays,
              total: progress.expectedDays,
              percent: progress.percentage,
            })}
          </span>
        </div>
        <Progress
          value={progress.percentage}
          aria-label={workflowsT('workflows.card.progressLabel', { title: workflow.title })}
        />
      </div>
      {workflow.isActive ? (
        <Button onClick={() => onStart(workflow)} loading={starting} disabled={starting}>
          {starting ? null : <Play aria-hidden="true" />}
          {starting ? workflowsT('workflows.card.starting') : workflowsT('workflows.card.start')}
        </Button>
      ) : (
        <Button disabled variant="secondary">
          <Pause aria-hidden="true" />
          {workflowsT('workflows.card.paused.button')}
        </Button>
      )}
    </article>
  );
}
