import { Volume2, VolumeX } from 'lucide-react';
import { playerT } from './i18n/player-t';
import { Button } from '@web/ui/button';
import { RangeSlider } from '@web/ui/range-slider';

interface AudioVolumeControlProps {
  /** 0-100 in steps of 1 (001 §2). */
  volume: number;
  muted: boolean;
  onToggleMute: () => void;
  onChange: (volume: number) => void;
}

/** Mute and the volume slider; muted, the slider reads 0 and keeps the volume to go back to. */
export function AudioVolumeControl({
  volume,
  muted,
  onToggleMute,
  onChange,
}: AudioVolumeControlProps) {
  const muteLabel = muted ? playerT('player.unmute') : playerT('player.mute');
  const heard = muted ? 0 : volume;
  return (
    <div className="flex min-w-40 flex-1 items-center gap-2 sm:max-w-56">
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label={muteLabel}
        title={muteLabel}
        aria-pressed={muted}
        onClick={onToggleMute}
      >
        {heard === 0 ? <VolumeX aria-hidden="true" /> : <Volume2 aria-hidden="true" />}
      </Button>
      <RangeSlider
        aria-label={playerT('player.volume')}
        aria-valuetext={playerT('player.volumeValue', { value: heard })}
        min={0}
        max={100}
        step={1}
        value={heard}
        onChange={(event) => onChange(Number(event.currentTarget.value))}
      />
    </div>
  );
}
