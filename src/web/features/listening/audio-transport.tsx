import { Pause, Play, RotateCcw, RotateCw } from 'lucide-react';
import { playerT } from './i18n/player-t';
import { skipSeconds } from './audio-seek-bar';
import { Button } from '@web/ui/button';
import { Spinner } from '@web/ui/spinner';

interface AudioTransportProps {
  playing: boolean;
  buffering: boolean;
  /** Nothing can play (the recording failed to load). */
  failed: boolean;
  current: number;
  duration: number;
  onTogglePlay: () => void;
  onSeek: (seconds: number) => void;
  /** Classes of the two skip buttons (a narrow bar hides them on phones). */
  skipClassName?: string;
}

/** Back 15 s, play or pause, forward 15 s. */
export function AudioTransport({
  playing,
  buffering,
  failed,
  current,
  duration,
  onTogglePlay,
  onSeek,
  skipClassName,
}: AudioTransportProps) {
  const playLabel = playing ? playerT('player.pause') : playerT('player.play');
  return (
    <div className="flex items-center gap-2">
      <Button
        variant="ghost"
        size="icon"
        className={skipClassName}
        aria-label={playerT('player.back')}
        title={playerT('player.back')}
        onClick={() => onSeek(current - skipSeconds)}
        disabled={duration <= 0}
      >
        <RotateCcw aria-hidden="true" />
      </Button>
      <Button
        size="icon"
        className="size-12 rounded-full"
        aria-label={playLabel}
        title={playLabel}
        aria-busy={buffering || undefined}
        onClick={onTogglePlay}
        disabled={failed}
      >
        {buffering ? (
          <Spinner className="size-5" />
        ) : playing ? (
          <Pause aria-hidden="true" className="size-5!" />
        ) : (
          <Play aria-hidden="true" className="size-5! translate-x-px" />
        )}
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className={skipClassName}
        aria-label={playerT('player.forward')}
        title={playerT('player.forward')}
        onClick={() => onSeek(current + skipSeconds)}
        disabled={duration <= 0}
      >
        <RotateCw aria-hidden="true" />
      </Button>
    </div>
  );
}
