import { cn } from '../lib/cn';
import { playerT } from '../lib/i18n/player-t';
import { AudioSeekBar } from './audio-seek-bar';
import { AudioSpeedPicker } from './audio-speed-picker';
import { AudioTransport } from './audio-transport';
import { AudioVolumeControl } from './audio-volume-control';
import { useAudioPlayback, type PlaybackStatus } from './use-audio-playback';

interface AudioPlayerProps {
  src: string;
  /** What is playing; names the player for screen readers. */
  title: string;
  /** Called each time playback starts or resumes. */
  onPlay?: () => void;
  /** Called when the recording plays to its end (the player has gone back to the start). */
  onEnded?: () => void;
  className?: string;
}

/** What the status line says; nothing while all is well. */
function statusText(status: PlaybackStatus, buffering: boolean): string {
  if (status === 'error') return playerT('player.error');
  if (status === 'ended') return playerT('player.ended');
  if (status === 'loading' || buffering) return playerT('player.loading');
  return '';
}

/**
 * An audio player (001 §4): loading, playing, paused and ended (back to 0, then `onEnded`). Every
 * control is a native button or slider with a label, so it works with the keyboard and screen readers.
 */
export function AudioPlayer({ src, title, onPlay, onEnded, className }: AudioPlayerProps) {
  const playback = useAudioPlayback({ onPlay, onEnded });
  const { status, buffering, current, duration } = playback;
  const said = statusText(status, buffering);

  return (
    <section
      aria-label={playerT('player.label', { title })}
      className={cn('grid gap-3 rounded-xl border bg-muted/50 p-4', className)}
      data-player-status={status}
    >
      <audio src={src} preload="metadata" {...playback.elementProps} />

      <AudioSeekBar current={current} duration={duration} onSeek={playback.moveTo} />

      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-3">
        <AudioTransport
          playing={status === 'playing'}
          buffering={buffering}
          failed={status === 'error'}
          current={current}
          duration={duration}
          onTogglePlay={playback.togglePlay}
          onSeek={playback.moveTo}
        />
        <AudioSpeedPicker speed={playback.speed} onChange={playback.changeSpeed} />
        <AudioVolumeControl
          volume={playback.volume}
          muted={playback.muted}
          onToggleMute={playback.toggleMute}
          onChange={playback.changeVolume}
        />
      </div>

      <p
        role="status"
        aria-live="polite"
        className={cn('text-xs', said ? 'text-muted-foreground' : 'sr-only')}
      >
        {said}
      </p>
    </section>
  );
}
