import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Skeleton } from './skeleton';

/** The icon tiles' colours, by position: the same rhythm on every page. */
const tones = [
  'bg-primary-soft text-primary-soft-foreground',
  'bg-secondary text-secondary-foreground',
  'bg-accent text-accent-foreground',
] as const;

export interface StatCard {
  key: string;
  label: string;
  icon: LucideIcon;
  /** The figure; undefined while it loads (or when it could not be loaded). */
  value: ReactNode | undefined;
}

interface StatCardGridProps {
  /** Names the ids: `{name}-stats-heading`, and `{name}-stat-{key}` on each card. */
  name: string;
  /** Read by screen readers only: the cards speak for themselves on screen. */
  heading: string;
  cards: readonly StatCard[];
  /** The figures could not be loaded: a dash instead of a placeholder. */
  failed?: boolean;
  /** Said (to screen readers) in place of a figure still loading. */
  loadingLabel?: string;
  /** Said (to screen readers) in place of a figure that could not be loaded. */
  unavailableLabel?: string;
  /** Below the grid (a retry, say). */
  children?: ReactNode;
}

/** A page's row of stat cards: a label with its icon, and a figure. */
export function StatCardGrid({
  name,
  heading,
  cards,
  failed = false,
  loadingLabel,
  unavailableLabel,
  children,
}: StatCardGridProps) {
  return (
    <section aria-labelledby={`${name}-stats-heading`}>
      <h2 id={`${name}-stats-heading`} className="sr-only">
        {heading}
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {cards.map(({ key, label, icon: Icon, value }, index) => (
          // A <dl> group holds only its <dt> and <dd>: the icon sits inside the term.
          <div
            key={key}
            data-testid={`${name}-stat-${key}`}
            className="relative grid min-h-18 content-center gap-1 rounded-xl border bg-card py-4 pr-4 pl-17 shadow-sm"
          >
            <dt className="text-xs font-medium text-muted-foreground sm:text-sm">
              <span
                className={`absolute top-1/2 left-4 flex size-10 -translate-y-1/2 items-center justify-center rounded-lg ${tones[index % tones.length]}`}
              >
                <Icon aria-hidden="true" className="size-5" />
              </span>
              {label}
            </dt>
            <dd className="text-2xl leading-none font-semibold tabular-nums">
              {value !== undefined ? (
                value
              ) : failed ? (
                <>
                  <span aria-hidden="true">—</span>
                  {unavailableLabel ? <span className="sr-only">{unavailableLabel}</span> : null}
                </>
              ) : (
                <>
                  <Skeleton className="h-6 w-8" />
                  {loadingLabel ? <span className="sr-only">{loadingLabel}</span> : null}
                </>
              )}
            </dd>
          </div>
        ))}
      </dl>
      {children}
    </section>
  );
}
