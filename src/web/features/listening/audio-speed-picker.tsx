import { useId } from 'react';
import { playerT } from './i18n/player-t';
import { Button } from '@web/ui/button';

/** 001 §2: speeds 0.75, 1, 1.25, 1.5. */
export const audioSpeeds = [0.75, 1, 1.25, 1.5] as const;

/** The playback speeds as a row of toggle buttons, the chosen one pressed. */
export function AudioSpeedPicker({
  speed,
  onChange,
}: {
  speed: number;
  onChange: (speed: number) => void;
}) {
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId} className="flex items-center gap-1">
      <span id={labelId} className="sr-only">
        {playerT('player.speed')}
      </span>
      {audioSpeeds.map((value) => (
        <Button
          key={value}
          variant={speed === value ? 'secondary' : 'ghost'}
          size="sm"
          className="px-2 tabular-nums"
          aria-pressed={speed === value}
          onClick={() => onChange(value)}
        >
          {playerT('player.speedValue', { speed: value })}
        </Button>
      ))}
    </div>
  );
}
