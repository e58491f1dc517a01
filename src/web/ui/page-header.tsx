import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { t } from '../lib/i18n/t';

interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  /** Drawn before the title (a group's photo). */
  leading?: ReactNode;
  className?: string;
}

/** The one h1 of a page, with an optional line under it and actions on the right. */
export function PageHeader({ title, description, actions, leading, className }: PageHeaderProps) {
  return (
    <header className={cn('mb-6 flex flex-wrap items-end justify-between gap-4', className)}>
      <title>{`${title} · ${t('app.name')}`}</title>
      <div className="flex min-w-0 items-center gap-4">
        {leading}
        <div className="grid min-w-0 gap-1">
          <h1 className="text-2xl font-semibold break-words sm:text-3xl">{title}</h1>
          {description ? (
            <p className="text-sm text-muted-foreground sm:text-base">{description}</p>
          ) : null}
        </div>
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </header>
  );
}
