import type { KeyboardEvent } from 'react';
import { formatClock } from '@web/lib/format-clock';
import { playerT } from './i18n/player-t';
import { RangeSlider } from '@web/ui/range-slider';

/** 001 §2: skip 15 s; seek in steps of 0.1. */
export const skipSeconds = 15;
const seekStep = 0.1;
/** Arrow keys on the position slider move this far (a 0.1 s step would barely move). */
const seekKeySeconds = 5;

const keyMoves: Record<string, number> = {
  ArrowRight: seekKeySeconds,
  ArrowUp: seekKeySeconds,
  ArrowLeft: -seekKeySeconds,
  ArrowDown: -seekKeySeconds,
  PageUp: skipSeconds,
  PageDown: -skipSeconds,
};

interface AudioSeekBarProps {
  current: number;
  duration: number;
  onSeek: (seconds: number) => void;
}

/** The position slider with the time played and the length beneath it. */
export function AudioSeekBar({ current, duration, onSeek }: AudioSeekBarProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const move = keyMoves[event.key];
    if (move === undefined) return;
    event.preventDefault();
    onSeek(current + move);
  };
  return (
    <div className="grid gap-1">
      <RangeSlider
        aria-label={playerT('player.seek')}
        aria-valuetext={playerT('player.position', {
          current: formatClock(current),
          duration: formatClock(duration),
        })}
        min={0}
        max={duration > 0 ? duration : 0}
        step={seekStep}
        value={current}
        disabled={duration <= 0}
        onChange={(event) => onSeek(Number(event.currentTarget.value))}
        onKeyDown={onKeyDown}
      />
      <div className="flex justify-between text-xs text-muted-foreground tabular-nums">
        <span data-testid="player-current">{formatClock(current)}</span>
        <span data-testid="player-duration">{formatClock(duration)}</span>
      </div>
    </div>
  );
}
