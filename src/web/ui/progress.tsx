import type { ComponentProps } from 'react';
import { Progress as ProgressPrimitive } from 'radix-ui';
import { cn } from '../lib/cn';

interface ProgressProps extends Omit<
  ComponentProps<typeof ProgressPrimitive.Root>,
  'value' | 'max'
> {
  /** Done so far, from 0 to max; null while the total is not known yet. */
  value: number | null;
  max?: number;
}

/** A determinate progress bar (an import, an upload); give it an accessible name with aria-label. */
export function Progress({ value, max = 100, className, ...props }: ProgressProps) {
  const percent = value === null || max <= 0 ? 0 : Math.min(100, (value / max) * 100);
  return (
    <ProgressPrimitive.Root
      value={value}
      max={max}
      className={cn('relative h-2.5 w-full overflow-hidden rounded-full bg-muted', className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        className="h-full bg-primary transition-[width] duration-200"
        style={{ width: `${percent}%` }}
      />
    </ProgressPrimitive.Root>
  );
}
