import type { ComponentType, ReactNode } from 'react';
import { cn } from '../lib/cn';

interface EmptyStateProps {
  icon?: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  title: string;
  description?: ReactNode;
  /** Buttons or links. */
  action?: ReactNode;
  className?: string;
  /** The heading level that fits the page outline. */
  headingLevel?: 1 | 2 | 3;
}

/** What a person sees when there is nothing here yet, and what they can do about it. */
export function EmptyState({
  icon: Icon,
  title,
  description,
  action,
  className,
  headingLevel = 2,
}: EmptyStateProps) {
  const Heading = (['h1', 'h2', 'h3'] as const)[headingLevel - 1] ?? 'h2';
  return (
    <div
      className={cn(
        'flex flex-col items-center justify-center gap-3 rounded-xl border border-dashed bg-card/60 px-6 py-12 text-center',
        className,
      )}
    >
      {Icon ? (
        <div className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary-soft-foreground">
          <Icon aria-hidden="true" className="size-6" />
        </div>
      ) : null}
      <Heading className={cn('font-semibold', headingLevel === 1 ? 'text-2xl' : 'text-lg')}>
        {title}
      </Heading>
      {description ? (
        <div className="max-w-md text-sm text-muted-foreground">{description}</div>
      ) : null}
      {action ? <div className="mt-2 flex flex-wrap justify-center gap-2">{action}</div> : null}
    </div>
  );
}
