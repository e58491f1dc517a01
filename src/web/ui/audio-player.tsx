import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Pause, Play, RotateCcw, RotateCw, Volume2, VolumeX } from 'lucide-react';
import { cn } from '../lib/cn';
import { formatClock } from '../lib/format-clock';
import { playerT } from '../lib/i18n/player-t';
import { Button } from './button';
import { RangeSlider } from './range-slider';
import { Spinner } from './spinner';

/** 001 §2: skip 15 s; speeds 0.75, 1, 1.25, 1.5; volume 0-100 in steps of 1; seek in steps of 0.1. */
export const skipSeconds = 15;
export const playbackSpeeds = [0.75, 1, 1.25, 1.5] as const;
const seekStep = 0.1;
/** Arrow keys on the position slider move this far (a 0.1 s step would barely move). */
const seekKeySeconds = 5;

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

type Status = 'loading' | 'ready' | 'playing' | 'ended' | 'error';

/**
 * An audio player (001 §4): loading, playing, paused and ended (back to 0, then `onEnded`). Every
 * control is a native button or slider with a label, so it works with the keyboard and screen readers.
 */
export function AudioPlayer({ src, title, onPlay, onEnded, className }: AudioPlayerProps) {
  const audio = useRef<HTMLAudioElement>(null);
  const speedLabelId = useId();
  const [status, setStatus] = useState<Status>('loading');
  const [buffering, setBuffering] = useState(false);
  const [current, setCurrent] = useState(0);
  const [duration, setDuration] = useState(0);
  const [volume, setVolume] = useState(100);
  const [muted, setMuted] = useState(false);
  const [speed, setSpeed] = useState<number>(1);
  const playing = status === 'playing';

  function readDuration() {
    const value = audio.current?.duration ?? 0;
    if (Number.isFinite(value) && value > 0) setDuration(value);
  }

  function moveTo(seconds: number) {
    const element = audio.current;
    if (!element) return;
    const end = Number.isFinite(element.duration) ? element.duration : duration;
    const next = Math.min(Math.max(seconds, 0), end > 0 ? end : 0);
    element.currentTime = next;
    setCurrent(next);
    if (status === 'ended') setStatus('ready');
  }

  function togglePlay() {
    const element = audio.current;
    if (!element) return;
    if (!element.paused) {
      element.pause();
      return;
    }
    element.playbackRate = speed;
    // 001 §4: a play error only resets the playing state.
    element.play().catch(() => setStatus((value) => (value === 'playing' ? 'ready' : value)));
  }

  function changeVolume(value: number) {
    setVolume(value);
    if (audio.current) audio.current.volume = value / 100;
    if (value > 0 && muted) toggleMute();
  }

  function toggleMute() {
    const next = !muted;
    setMuted(next);
    if (audio.current) audio.current.muted = next;
  }

  function changeSpeed(value: number) {
    setSpeed(value);
    if (audio.current) {
      audio.current.defaultPlaybackRate = value;
      audio.current.playbackRate = value;
    }
  }

  function onSeekKey(event: KeyboardEvent<HTMLInputElement>) {
    const moves: Record<string, number> = {
      ArrowRight: seekKeySeconds,
      ArrowUp: seekKeySeconds,
      ArrowLeft: -seekKeySeconds,
      ArrowDown: -seekKeySeconds,
      PageUp: skipSeconds,
      PageDown: -skipSeconds,
    };
    const move = moves[event.key];
    if (move === undefined) return;
    event.preventDefault();
    moveTo(current + move);
  }

  const statusText =
    status === 'error'
      ? playerT('player.error')
      : status === 'ended'
        ? playerT('player.ended')
        : status === 'loading' || buffering
          ? playerT('player.loading')
          : '';
  const position = playerT('player.position', {
    current: formatClock(current),
    duration: formatClock(duration),
  });

  return (
    <section
      aria-label={playerT('player.label', { title })}
      className={cn('grid gap-3 rounded-xl border bg-muted/50 p-4', className)}
      data-player-status={status}
    >
      <audio
        ref={audio}
        src={src}
        preload="metadata"
        onLoadStart={() => {
          setCurrent(0);
          setStatus('loading');
        }}
        onLoadedMetadata={() => {
          readDuration();
          setStatus((value) => (value === 'loading' ? 'ready' : value));
        }}
        onDurationChange={readDuration}
        onTimeUpdate={() => setCurrent(audio.current?.currentTime ?? 0)}
        onPlay={() => {
          setStatus('playing');
          onPlay?.();
        }}
        onPlaying={() => {
          setBuffering(false);
          setStatus('playing');
        }}
        onPause={() => setStatus((value) => (value === 'playing' ? 'ready' : value))}
        onWaiting={() => setBuffering(true)}
        onCanPlay={() => {
          setBuffering(false);
          setStatus((value) => (value === 'loading' ? 'ready' : value));
        }}
        onEnded={() => {
          // 001 §4: ended goes back to the start and tells the page.
          if (audio.current) audio.current.currentTime = 0;
          setCurrent(0);
          setStatus('ended');
          onEnded?.();
        }}
        onError={() => {
          setBuffering(false);
          setStatus('error');
        }}
      />

      <div className="grid gap-1">
        <RangeSlider
          aria-label={playerT('player.seek')}
          aria-valuetext={position}
          min={0}
          max={duration > 0 ? duration : 0}
          step={seekStep}
          value={current}
          disabled={duration <= 0}
          onChange={(event) => moveTo(Number(event.currentTarget.value))}
          onKeyDown={onSeekKey}
        />
        <div className="flex justify-between text-xs text-muted-foreground tabular-nums">
          <span data-testid="player-current">{formatClock(current)}</span>
          <span data-testid="player-duration">{formatClock(duration)}</span>
        </div>
      </div>

      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-3">
        <div className="flex items-center gap-2">
          <Button
            variant="ghost"
            size="icon"
            aria-label={playerT('player.back')}
            title={playerT('player.back')}
            onClick={() => moveTo(current - skipSeconds)}
            disabled={duration <= 0}
          >
            <RotateCcw aria-hidden="true" />
          </Button>
          <Button
            size="icon"
            className="size-12 rounded-full"
            aria-label={playing ? playerT('player.pause') : playerT('player.play')}
            title={playing ? playerT('player.pause') : playerT('player.play')}
            aria-busy={buffering || undefined}
            onClick={togglePlay}
            disabled={status === 'error'}
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
            aria-label={playerT('player.forward')}
            title={playerT('player.forward')}
            onClick={() => moveTo(current + skipSeconds)}
            disabled={duration <= 0}
          >
            <RotateCw aria-hidden="true" />
          </Button>
        </div>

        <div role="group" aria-labelledby={speedLabelId} className="flex items-center gap-1">
          <span id={speedLabelId} className="sr-only">
            {playerT('player.speed')}
          </span>
          {playbackSpeeds.map((value) => (
            <Button
              key={value}
              variant={speed === value ? 'secondary' : 'ghost'}
              size="sm"
              className="px-2 tabular-nums"
              aria-pressed={speed === value}
              onClick={() => changeSpeed(value)}
            >
              {playerT('player.speedValue', { speed: value })}
            </Button>
          ))}
        </div>

        <div className="flex min-w-40 flex-1 items-center gap-2 sm:max-w-56">
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={muted ? playerT('player.unmute') : playerT('player.mute')}
            title={muted ? playerT('player.unmute') : playerT('player.mute')}
            aria-pressed={muted}
            onClick={toggleMute}
          >
            {muted || volume === 0 ? (
              <VolumeX aria-hidden="true" />
            ) : (
              <Volume2 aria-hidden="true" />
            )}
          </Button>
          <RangeSlider
            aria-label={playerT('player.volume')}
            aria-valuetext={playerT('player.volumeValue', { value: muted ? 0 : volume })}
            min={0}
            max={100}
            step={1}
            value={muted ? 0 : volume}
            onChange={(event) => changeVolume(Number(event.currentTarget.value))}
          />
        </div>
      </div>

      <p
        role="status"
        aria-live="polite"
        className={cn('text-xs', statusText ? 'text-muted-foreground' : 'sr-only')}
      >
        {statusText}
      </p>
    </section>
  );
}
