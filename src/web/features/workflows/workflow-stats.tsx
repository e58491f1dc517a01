import { CheckCircle2, Layers, ListChecks, Tags, type LucideIcon } from 'lucide-react';
import type { WorkflowStats as Stats } from '@contracts/workflows';
import { type WorkflowsMessageKey, workflowsT } from './i18n/workflows-t';
import { StatCardGrid } from '@web/ui/stat-card-grid';

const cards: readonly {
  key: 'totalWorkflows' | 'activeWorkflows' | 'completionRate' | 'categories';
  label: WorkflowsMessageKey;
  icon: LucideIcon;
}[] = [
  { key: 'totalWorkflows', label: 'workflows.stats.totalWorkflows', icon: ListChecks },
  { key: 'activeWorkflows', label: 'workflows.stats.activeWorkflows', icon: Layers },
  { key: 'completionRate', label: 'workflows.stats.completionRate', icon: CheckCircle2 },
  { key: 'categories', label: 'workflows.stats.categories', icon: Tags },
];

const hint = (key: (typeof cards)[number]['key'], stats: Stats) => {
  if (key === 'activeWorkflows') return workflowsT('workflows.stats.activeHint');
  if (key === 'completionRate')
    return workflowsT('workflows.stats.rateHint', {
      completed: stats.completedSessions,
      started: stats.startedSessions,
    });
  return null;
};

/** A figure with, on wider screens, what it counts. */
function Figure({ name, stats }: { name: (typeof cards)[number]['key']; stats: Stats }) {
  const text = hint(name, stats);
  return (
    <>
      <span data-testid={`workflow-stat-${name}-value`}>
        {name === 'completionRate' ? `${stats[name]}%` : stats[name]}
      </span>
      {text ? (
        <span className="mt-1 hidden text-xs font-normal text-muted-foreground sm:block">
          {text}
        </span>
      ) : null}
    </>
  );
}

/** 001 §2: the four stat cards, from the member's own sessions (decision 014). */
export function WorkflowStats({ stats, failed }: { stats: Stats | undefined; failed: boolean }) {
  return (
    <StatCardGrid
      name="workflow"
      heading={workflowsT('workflows.stats.heading')}
      cards={cards.map(({ key, label, icon }) => ({
        key,
        label: workflowsT(label),
        icon,
        value: stats ? <Figure name={key} stats={stats} /> : undefined,
      }))}
      failed={failed}
      loadingLabel={workflowsT('workflows.stats.loading')}
      unavailableLabel={workflowsT('workflows.stats.unavailable')}
    />
  );
}
