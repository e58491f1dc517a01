import { SkipBack, SkipForward } from 'lucide-react';
import { playerT } from './i18n/player-t';
import { Button } from '@web/ui/button';

/** A session's "go back one step" or "skip ahead one step", as the page and the mini player show it. */
export function StepButton({
  direction,
  variant,
  disabled,
  onClick,
}: {
  direction: 'previous' | 'next';
  variant: 'ghost' | 'outline';
  disabled?: boolean;
  onClick: () => void;
}) {
  const label = playerT(direction === 'next' ? 'player.next' : 'player.previous');
  const Icon = direction === 'next' ? SkipForward : SkipBack;
  return (
    <Button
      variant={variant}
      size="icon"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
    >
      <Icon aria-hidden="true" />
    </Button>
  );
}
