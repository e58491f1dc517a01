import { cn } from '@web/lib/cn';
import type { ReactNode } from 'react';

interface SettingRowProps {
  /** The id of the control the title labels. */
  htmlFor?: string;
  titleId?: string;
  title: string;
  hint: string;
  hintId?: string;
  /** Keep the control beside the text on phones too (a switch). */
  inline?: boolean;
  children: ReactNode;
}

/** One setting: its name and what it does on the left, its control on the right (below on phones). */
export function SettingRow({
  htmlFor,
  titleId,
  title,
  hint,
  hintId,
  inline = false,
  children,
}: SettingRowProps) {
  return (
    <div
      className={cn(
        'flex gap-3 py-5 first:pt-0 last:pb-0 sm:gap-8',
        inline
          ? 'items-start justify-between'
          : 'flex-col sm:flex-row sm:items-start sm:justify-between',
      )}
    >
      <div className="grid max-w-prose gap-1">
        {htmlFor ? (
          <label htmlFor={htmlFor} id={titleId} className="text-sm font-medium">
            {title}
          </label>
        ) : (
          <span id={titleId} className="text-sm font-medium">
            {title}
          </span>
        )}
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      </div>
      <div className="shrink-0">{children}</div>
    </div>
  );
}
