import { cn } from '../lib/cn';
import { initialsOf } from '../lib/initials';

/**
 * A round picture (a person's avatar, a group's photo), or the initials of its name when there is
 * none. `className` sets its size and text size. Without `alt` it is decoration: the name is
 * written beside it.
 */
export function Picture({
  src,
  name,
  alt = '',
  className,
}: {
  src: string | null;
  name: string;
  alt?: string;
  className?: string;
}) {
  return src ? (
    <img src={src} alt={alt} className={cn('shrink-0 rounded-full object-cover', className)} />
  ) : (
    <span
      aria-hidden="true"
      className={cn(
        'flex shrink-0 items-center justify-center rounded-full bg-primary-soft font-semibold text-primary-soft-foreground',
        className,
      )}
    >
      {initialsOf(name) || '?'}
    </span>
  );
}
