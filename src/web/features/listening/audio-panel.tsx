import type { ReactNode } from 'react';
import { cn } from '@web/lib/cn';
import { playerT } from './i18n/player-t';
import { AudioSeekBar } from './audio-seek-bar';
import { AudioSpeedPicker } from './audio-speed-picker';
import { AudioTransport } from './audio-transport';
import { AudioVolumeControl } from './audio-volume-control';

export type PanelStatus = 'idle' | 'loading' | 'ready' | 'playing' | 'gap' | 'ended' | 'error';

/** What the status line says; nothing while all is well. */
function statusText(status: PanelStatus, buffering: boolean): string {
  if (status === 'error') return playerT('player.error');
  if (status === 'ended') return playerT('player.ended');
  if (status === 'loading' || buffering) return playerT('player.loading');
  return '';
}

export interface AudioPanelProps {
  /** What is playing; names the player for screen readers. */
  title: string;
  status: PanelStatus;
  buffering: boolean;
  current: number;
  duration: number;
  speed: number;
  volume: number;
  muted: boolean;
  onTogglePlay: () => void;
  onSeek: (seconds: number) => void;
  onSpeed: (speed: number) => void;
  onVolume: (volume: number) => void;
  onToggleMute: () => void;
  /** Drawn above the position (the <audio> element, an offer to resume). */
  children?: ReactNode;
  /** Drawn beside play and pause (a session's step buttons). */
  extraControls?: ReactNode;
  className?: string;
}

/**
 * A player's face (001 §4): position, back and forward 15 s, play or pause, speed, volume and a
 * status line. Every control is a native button or slider with a label, so it works with the
 * keyboard and screen readers. Whoever owns the <audio> element passes its state in.
 */
export function AudioPanel(props: AudioPanelProps) {
  const { status, buffering, current, duration } = props;
  const said = statusText(status, buffering);
  return (
    <section
      aria-label={playerT('player.label', { title: props.title })}
      className={cn('grid gap-3 rounded-xl border bg-muted/50 p-4', props.className)}
      data-player-status={status}
    >
      {props.children}

      <AudioSeekBar current={current} duration={duration} onSeek={props.onSeek} />

      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-3">
        <AudioTransport
          playing={status === 'playing'}
          buffering={buffering}
          failed={status === 'error'}
          current={current}
          duration={duration}
          onTogglePlay={props.onTogglePlay}
          onSeek={props.onSeek}
        />
        {props.extraControls}
        <AudioSpeedPicker speed={props.speed} onChange={props.onSpeed} />
        <AudioVolumeControl
          volume={props.volume}
          muted={props.muted}
          onToggleMute={props.onToggleMute}
          onChange={props.onVolume}
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
