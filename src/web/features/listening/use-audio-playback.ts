import { useCallback, useRef, useState } from 'react';

export type PlaybackStatus = 'loading' | 'ready' | 'playing' | 'ended' | 'error';

interface PlaybackEvents {
  /** Called each time playback starts or resumes. */
  onPlay?: () => void;
  /** Called when the recording plays to its end (the player has gone back to the start). */
  onEnded?: () => void;
}

/**
 * One <audio> element's state as a player shows it, and what its controls do to it. The element
 * is the source of truth for playing and pausing (the browser may pause it on its own); position,
 * volume and speed are kept here too so that the controls draw without reading the element.
 */
export function useAudioPlayback({ onPlay, onEnded }: PlaybackEvents) {
  const audio = useRef<HTMLAudioElement>(null);
  const [status, setStatus] = useState<PlaybackStatus>('loading');
  const [buffering, setBuffering] = useState(false);
  const [current, setCurrent] = useState(0);
  const [duration, setDuration] = useState(0);
  const [volume, setVolume] = useState(100);
  const [muted, setMuted] = useState(false);
  const [speed, setSpeed] = useState<number>(1);

  const readDuration = () => {
    const value = audio.current?.duration ?? 0;
    if (Number.isFinite(value) && value > 0) setDuration(value);
  };
  /** Leaves `playing` (a pause, a failed play) without undoing an error or an end. */
  const stopPlaying = () => setStatus((value) => (value === 'playing' ? 'ready' : value));

  const moveTo = (seconds: number) => {
    const element = audio.current;
    if (!element) return;
    const end = Number.isFinite(element.duration) ? element.duration : duration;
    const next = Math.min(Math.max(seconds, 0), end > 0 ? end : 0);
    element.currentTime = next;
    setCurrent(next);
    if (status === 'ended') setStatus('ready');
  };

  const togglePlay = () => {
    const element = audio.current;
    if (!element) return;
    if (!element.paused) {
      element.pause();
      return;
    }
    element.playbackRate = speed;
    // 001 §4: a play error only resets the playing state.
    element.play().catch(stopPlaying);
  };

  const toggleMute = () => {
    const next = !muted;
    setMuted(next);
    if (audio.current) audio.current.muted = next;
  };

  const changeVolume = (value: number) => {
    setVolume(value);
    if (audio.current) audio.current.volume = value / 100;
    // Raising the volume of a muted player means to hear it.
    if (value > 0 && muted) toggleMute();
  };

  const changeSpeed = (value: number) => {
    setSpeed(value);
    if (audio.current) {
      audio.current.defaultPlaybackRate = value;
      audio.current.playbackRate = value;
    }
  };

  // A page drawn on the server has its <audio> loading before React listens to it: when React
  // takes the element over, it catches up with what the element already did.
  const attach = useCallback((element: HTMLAudioElement | null) => {
    audio.current = element;
    if (!element) return;
    if (element.error) setStatus('error');
    else if (element.readyState >= HTMLMediaElement.HAVE_METADATA) {
      if (Number.isFinite(element.duration) && element.duration > 0) setDuration(element.duration);
      setStatus((value) => (value === 'loading' ? 'ready' : value));
    }
  }, []);

  /** Spread on the <audio> element. */
  const elementProps = {
    ref: attach,
    onLoadStart: () => {
      setCurrent(0);
      setStatus('loading');
    },
    onLoadedMetadata: () => {
      readDuration();
      setStatus((value) => (value === 'loading' ? 'ready' : value));
    },
    onDurationChange: readDuration,
    onTimeUpdate: () => setCurrent(audio.current?.currentTime ?? 0),
    onPlay: () => {
      setStatus('playing');
      onPlay?.();
    },
    onPlaying: () => {
      setBuffering(false);
      setStatus('playing');
    },
    onPause: stopPlaying,
    onWaiting: () => setBuffering(true),
    onCanPlay: () => {
      setBuffering(false);
      setStatus((value) => (value === 'loading' ? 'ready' : value));
    },
    onEnded: () => {
      // 001 §4: ended goes back to the start and tells the page.
      if (audio.current) audio.current.currentTime = 0;
      setCurrent(0);
      setStatus('ended');
      onEnded?.();
    },
    onError: () => {
      setBuffering(false);
      setStatus('error');
    },
  };

  return {
    elementProps,
    status,
    buffering,
    current,
    duration,
    volume,
    muted,
    speed,
    moveTo,
    togglePlay,
    toggleMute,
    changeVolume,
    changeSpeed,
  };
}
