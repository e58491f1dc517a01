import { cn } from '../lib/cn';

/** The app's mark: a flame in a rounded square (decorative; pair it with the app name). */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('size-8 shrink-0', className)}>
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <path
        d="M16 6c-3 4-6 6.5-6 10.5a6 6 0 0 0 12 0C22 12.5 19 10 16 6Z"
        className="fill-primary-foreground"
      />
      <path
        d="M16 13c-1.3 1.8-2.5 3-2.5 4.7a2.5 2.5 0 0 0 5 0c0-1.7-1.2-2.9-2.5-4.7Z"
        className="fill-primary"
      />
    </svg>
  );
}
