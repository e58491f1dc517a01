import { LoaderCircle } from 'lucide-react';
import { cn } from '../lib/cn';

interface SpinnerProps {
  className?: string;
  /** Read by screen readers; leave empty when the surrounding text already says what is loading. */
  label?: string;
}

export function Spinner({ className, label }: SpinnerProps) {
  return (
    <span role={label ? 'status' : undefined} className="inline-flex items-center">
      <LoaderCircle aria-hidden="true" className={cn('size-4 animate-spin', className)} />
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
}
