import { CheckCircle2, Layers, ListChecks, Tags, type LucideIcon } from 'lucide-react';
import type { WorkflowStats as Stats } from '@contracts/workflows';
import type { WorkflowsMessageKey } from '@web/lib/i18n/workflows-en';
import { workflowsT } from '@web/lib/i18n/workflows-t';
import { Skeleton } from '@web/ui/skeleton';

const cards: readonly {
  key: 'totalWorkflows' | 'activeWorkflows' | 'completionRate' | 'categories';
  label: WorkflowsMessageKey;
  icon: LucideIcon;
  tone: string;
}[] = [
  {
    key: 'totalWorkflows',
    label: 'workflows.stats.totalWorkflows',
    icon: ListChecks,
    tone: 'bg-primary-soft text-primary-soft-foreground',
  },
  {
    key: 'activeWorkflows',
    label: 'workflows.stats.activeWorkflows',
    icon: Layers,
    tone: 'bg-secondary text-secondary-foreground',
  },
  {
    key: 'completionRate',
    label: 'workflows.stats.completionRate',
    icon: CheckCircle2,
    tone: 'bg-accent text-accent-foreground',
  },
  {
    key: 'categories',
    label: 'workflows.stats.categories',
    icon: Tags,
    tone: 'bg-primary-soft text-primary-soft-foreground',
  },
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

/** 001 §2: the four stat cards, from the member's own sessions (decision 014). */
export function WorkflowStats({ stats, failed }: { stats: Stats | undefined; failed: boolean }) {
  return (
    <section aria-labelledby="workflow-stats-heading">
      <h2 id="workflow-stats-heading" className="sr-only">
        {workflowsT('workflows.stats.heading')}
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {cards.map(({ key, label, icon: Icon, tone }) => (
          <div
            key={key}
            data-testid={`workflow-stat-${key}`}
            className="relative grid min-h-18 content-center gap-1 rounded-xl border bg-card py-4 pr-4 pl-17 shadow-sm"
          >
            <dt className="text-xs font-medium text-muted-foreground sm:text-sm">
              <span
                className={`absolute top-1/2 left-4 flex size-10 -translate-y-1/2 items-center justify-center rounded-lg ${tone}`}
              >
                <Icon aria-hidden="true" className="size-5" />
              </span>
              {workflowsT(label)}
            </dt>
            <dd className="text-2xl leading-none font-semibold tabular-nums">
              {stats ? (
                <>
                  <span data-testid={`workflow-stat-${key}-value`}>
                    {key === 'completionRate' ? `${stats[key]}%` : stats[key]}
                  </span>
                  {hint(key, stats) ? (
                    <span className="mt-1 hidden text-xs font-normal text-muted-foreground sm:block">
                      {hint(key, stats)}
                    </span>
                  ) : null}
                </>
              ) : failed ? (
                <>
                  <span aria-hidden="true">—</span>
                  <span className="sr-only">{workflowsT('workflows.stats.unavailable')}</span>
                </>
              ) : (
                <>
                  <Skeleton className="h-6 w-8" />
                  <span className="sr-only">{workflowsT('workflows.stats.loading')}</span>
                </>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
