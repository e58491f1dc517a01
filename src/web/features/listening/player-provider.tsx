import {
  createContext,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  type ReactNode,
} from 'react';
import type { ProgressSession } from '@contracts/progress';
import { isApiError } from '@web/lib/api-error';
import { isDeviceOffline } from '@web/lib/device-offline';
import { completePlay, savePosition, startPlay } from './listening-api';
import { useMediaSession } from './media-session';
import type { PlayerActions, PlayerQueue, PlayerState } from './player-types';
import { busy, initialPlayerState, playerReducer, type PlayerEvent } from './player-state';
import { afterTrack, nextStep, previousStep } from './player-steps';
import { startSleepTimer, type SleepChoice } from './sleep-timer';
import { useAmbientBed } from './use-ambient-bed';
import { useOnPageHidden } from './use-on-page-hidden';
import { readAmbient, readSpeed, storeAmbient, storeSpeed } from './device-choices';

// One <audio> element for the whole member app (decision 064): it lives in the shell, so it keeps
// playing while the member moves between pages, and every page's player is a view of it.

const StateContext = createContext<PlayerState | null>(null);
const ActionsContext = createContext<PlayerActions | null>(null);

/** Positions are saved this often while playing, and on every pause and page hide. */
const saveEveryMs = 15_000;

interface LoadOptions {
  autoplay: boolean;
  /** Start this far in (a saved position). */
  seconds?: number;
  /** The member was listening: the mini player stays (a session held between steps). */
  keepStarted?: boolean;
}

const finite = (value: number) => (Number.isFinite(value) && value > 0 ? value : 0);
const ms = (seconds: number) => Math.round(finite(seconds) * 1000);

export function PlayerProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(playerReducer, initialPlayerState);
  const audio = useRef<HTMLAudioElement>(null);
  const queue = useRef<PlayerQueue | null>(null);
  // The latest state for the actions and element handlers, which are made once.
  const live = useRef(state);
  useLayoutEffect(() => {
    live.current = state;
  });
  // Per loaded track: its play (user_progress) and when its position was last saved.
  const play = useRef<Promise<ProgressSession> | null>(null);
  const savedAt = useRef(0);
  const pendingSeek = useRef<number | null>(null);
  const loadToken = useRef(0);
  // Play as soon as the loading track's audio is there (Play pressed while it was being made).
  const wantPlay = useRef(false);
  // A track's audio is being made or fetched (Play then waits for it rather than loading again).
  const resolving = useRef(false);
  const resumed = useRef(false);
  const gapTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const cancelSleep = useRef<(() => void) | null>(null);
  const fade = useRef(1);

  const choose = (change: Extract<PlayerEvent, { type: 'choose' }>['change']) =>
    dispatch({ type: 'choose', change });

  const voiceVolume = () => (live.current.volume / 100) * fade.current;
  const setBedVolume = useAmbientBed(state, voiceVolume);
  const applyVolume = () => {
    const element = audio.current;
    if (!element) return;
    element.volume = voiceVolume();
    setBedVolume(element.volume);
  };

  const keepPosition = (finished = false, keepalive = false) => {
    const element = audio.current;
    const track = live.current.track;
    if (!element || !track) return;
    savedAt.current = Date.now();
    const duration = ms(element.duration);
    const position = finished ? 0 : Math.min(ms(element.currentTime), duration);
    void savePosition(
      track.contentId,
      { positionMs: position, durationMs: duration, ...(finished ? { finished: true } : {}) },
      keepalive,
    ).catch(() => undefined);
  };

  const clearGap = () => {
    if (gapTimer.current) clearTimeout(gapTimer.current);
    gapTimer.current = null;
  };

  /**
   * Puts track `index` of `next` in the element, after stopping what played before; plays it when
   * asked. A track whose audio must be made first (a text-only step's narration) is only named
   * until the member plays it: opening a session costs no voice call.
   */
  const load = (next: PlayerQueue, index: number, how: LoadOptions) => {
    const track = next.tracks[index];
    const element = audio.current;
    if (!track || !element) return;
    const { autoplay, seconds } = how;
    clearGap();
    if (element.getAttribute('src')) {
      // The outgoing track stops here, never under the next title, and keeps its position.
      if (element.currentTime > 0 && !element.ended && live.current.track) keepPosition();
      element.pause();
      element.removeAttribute('src');
      element.load();
    }
    queue.current = next;
    play.current = null;
    pendingSeek.current = seconds ?? null;
    // Resumed from a saved position: the play began earlier (here or on another device), and the
    // server completes that one when this listen reaches the end. It is not counted twice.
    resumed.current = (seconds ?? 0) > 0;
    wantPlay.current = autoplay;
    const token = ++loadToken.current;
    const lazySource = typeof track.src !== 'string';
    dispatch({ type: 'load', queue: next, index, ...how });
    if (lazySource && !autoplay) return;
    resolving.current = true;
    const source = typeof track.src === 'string' ? Promise.resolve(track.src) : track.src();
    source
      .then((url) => {
        if (token !== loadToken.current) return;
        resolving.current = false;
        element.src = url;
        element.playbackRate = live.current.speed;
        element.defaultPlaybackRate = live.current.speed;
        element.load();
        if (wantPlay.current) element.play().catch(stopPlaying);
      })
      .catch((error: unknown) => {
        if (token !== loadToken.current) return;
        resolving.current = false;
        dispatch({ type: 'source-failed', errorCode: isApiError(error) ? error.code : null });
      });
  };

  /** Stops in the silence between two steps: the next step waits, named, for Play. */
  const holdAtNextStep = () => {
    const current = queue.current;
    if (!current) return;
    load(current, live.current.index + 1, { autoplay: false, keepStarted: true });
  };

  const stopPlaying = () => dispatch({ type: 'paused' });

  const sameQueue = (next: PlayerQueue) =>
    live.current.queueKey === next.key && live.current.status !== 'idle';

  const actions = useMemo<PlayerActions>(() => {
    const moveTo = (seconds: number) => {
      const element = audio.current;
      if (!element) return;
      const end = finite(element.duration) || live.current.duration;
      const target = Math.min(Math.max(seconds, 0), end);
      element.currentTime = target;
      dispatch({ type: 'moved', seconds: target });
    };
    const resume = () => {
      const element = audio.current;
      if (!element) return;
      choose({ started: true });
      if (resolving.current) {
        wantPlay.current = true;
        return;
      }
      if (!element.getAttribute('src')) {
        // A track only named so far: make and play its audio now.
        if (queue.current) {
          load(queue.current, live.current.index, {
            autoplay: true,
            seconds: pendingSeek.current ?? undefined,
          });
        }
        return;
      }
      // Called within the member's gesture, even before the metadata is in: the browser plays
      // as soon as it can.
      element.playbackRate = live.current.speed;
      element.play().catch(stopPlaying);
    };
    const pause = () => {
      if (live.current.status === 'gap') holdAtNextStep();
      else audio.current?.pause();
    };
    const toIndex = (index: number) => {
      const current = queue.current;
      if (!current || index < 0 || index >= current.tracks.length) return;
      load(current, index, { autoplay: true });
    };
    return {
      cue: (next, index = 0) => {
        if (sameQueue(next)) {
          queue.current = next;
          return;
        }
        if (!busy(live.current)) load(next, index, { autoplay: false });
      },
      play: (next, index = 0, seconds) => {
        if (!sameQueue(next) || live.current.index !== index) {
          load(next, index, { autoplay: true, seconds });
          return;
        }
        queue.current = next;
        if (live.current.status === 'gap') return;
        if (seconds !== undefined) {
          if (!play.current) resumed.current = seconds > 0;
          // Before the metadata is in, a position cannot be set yet: it waits for it.
          if (finite(audio.current?.duration ?? 0) > 0) moveTo(seconds);
          else pendingSeek.current = seconds;
        }
        resume();
      },
      resume: () => {
        if (live.current.status !== 'idle' && live.current.status !== 'gap') resume();
      },
      pause,
      toggle: () => {
        const { status } = live.current;
        if (status === 'idle') return;
        if (status === 'playing' || status === 'gap') pause();
        else resume();
      },
      moveTo,
      seekBy: (seconds) => moveTo((audio.current?.currentTime ?? 0) + seconds),
      next: () => {
        const { index } = live.current;
        const current = queue.current;
        const target = current ? nextStep(index, current.tracks.length) : null;
        if (!current || target === null) return;
        current.onTrackDone?.(index);
        toIndex(target);
      },
      previous: () => {
        const target = previousStep(live.current.index, audio.current?.currentTime ?? 0);
        if (target === 'restart') moveTo(0);
        else toIndex(target);
      },
      changeSpeed: (speed) => {
        storeSpeed(speed);
        choose({ speed });
        if (audio.current) {
          audio.current.defaultPlaybackRate = speed;
          audio.current.playbackRate = speed;
        }
      },
      changeVolume: (volume) => {
        live.current = { ...live.current, volume };
        choose({ volume });
        applyVolume();
        if (volume > 0 && live.current.muted && audio.current) {
          audio.current.muted = false;
          choose({ muted: false });
        }
      },
      toggleMute: () => {
        const muted = !live.current.muted;
        if (audio.current) audio.current.muted = muted;
        choose({ muted });
      },
      setSleep: (choice: SleepChoice) => {
        cancelSleep.current?.();
        cancelSleep.current = null;
        if (typeof choice === 'number') {
          cancelSleep.current = startSleepTimer(choice, {
            setFade: (share) => {
              fade.current = share;
              applyVolume();
            },
            stop: () => {
              pause();
              cancelSleep.current = null;
              choose({ sleep: 'off', sleepStartedAt: null });
            },
          });
        }
        choose({ sleep: choice, sleepStartedAt: typeof choice === 'number' ? Date.now() : null });
      },
      setAmbient: (on) => {
        storeAmbient(on);
        choose({ ambient: on });
      },
      close: () => {
        cancelSleep.current?.();
        cancelSleep.current = null;
        const element = audio.current;
        if (element && !element.paused) element.pause();
        if (element && element.currentTime > 0) keepPosition();
        clearGap();
        loadToken.current++;
        queue.current = null;
        element?.removeAttribute('src');
        element?.load();
        dispatch({ type: 'closed' });
      },
      showView: (key) => {
        dispatch({ type: 'view-shown', key });
        return () => dispatch({ type: 'view-hidden', key });
      },
    };
    // The actions read refs only: made once, so pages that only act never redraw with the clock.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The speed and bed this device last chose (read after hydration: the server knows no device).
  useEffect(() => {
    const speed = readSpeed();
    if (speed !== 1) actions.changeSpeed(speed);
    if (!readAmbient()) actions.setAmbient(false);
  }, [actions]);

  // A page being hidden or closed keeps the position (the phone locked, the tab closed).
  useOnPageHidden(() => {
    const element = audio.current;
    if (element && live.current.track && element.currentTime > 0 && !element.ended) {
      keepPosition(false, true);
    }
  });

  useEffect(
    () => () => {
      cancelSleep.current?.();
      clearGap();
    },
    [],
  );

  useMediaSession(state, actions);

  const trackEnded = () => {
    const element = audio.current;
    const current = queue.current;
    const { index, sleep } = live.current;
    const started = play.current;
    play.current = null;
    if (started && !isDeviceOffline()) {
      void started.then((session) => completePlay(session.id)).catch(() => undefined);
    }
    keepPosition(true);
    const step = afterTrack({
      index,
      trackCount: current?.tracks.length ?? 0,
      sleep,
      pauseSeconds: current?.pauseSeconds,
      now: Date.now(),
    });
    if (step.kind === 'finished' || !current) {
      if (element) element.currentTime = 0;
      dispatch({ type: 'finished', sleepEnds: step.kind === 'finished' && step.sleepEnds });
      current?.onFinished?.();
      return;
    }
    current.onTrackDone?.(index);
    if (step.kind === 'hold') {
      choose({ sleep: 'off' });
      holdAtNextStep();
      return;
    }
    dispatch({ type: 'gap', gapEndsAt: step.gapEndsAt });
    gapTimer.current = setTimeout(() => load(current, step.next, { autoplay: true }), step.waitMs);
  };

  const readDuration = () => {
    const value = finite(audio.current?.duration ?? 0);
    if (value) dispatch({ type: 'duration', seconds: value });
  };

  const elementProps = {
    ref: audio,
    preload: 'metadata' as const,
    onLoadedMetadata: () => {
      readDuration();
      const seek = pendingSeek.current;
      pendingSeek.current = null;
      if (seek !== null && audio.current) audio.current.currentTime = seek;
      dispatch({ type: 'metadata' });
    },
    onDurationChange: readDuration,
    onTimeUpdate: () => {
      const element = audio.current;
      if (!element) return;
      dispatch({ type: 'time', seconds: element.currentTime });
      if (!element.paused && Date.now() - savedAt.current >= saveEveryMs) keepPosition();
    },
    onPlay: () => {
      dispatch({ type: 'play' });
      const track = live.current.track;
      // One play per loaded track (decision 134): resuming it is the same play.
      if (track && !play.current && !resumed.current && !isDeviceOffline()) {
        const started = startPlay(track.contentId);
        play.current = started;
        started.catch(() => {
          if (play.current === started) play.current = null;
        });
      }
      savedAt.current = Date.now();
    },
    onPlaying: () => dispatch({ type: 'playing' }),
    onPause: () => {
      stopPlaying();
      const element = audio.current;
      if (element && !element.ended && element.currentTime > 0) keepPosition();
    },
    onWaiting: () => dispatch({ type: 'waiting' }),
    onCanPlay: () => dispatch({ type: 'can-play' }),
    onEnded: trackEnded,
    onError: () => {
      if (!audio.current?.getAttribute('src')) return;
      dispatch({ type: 'element-error' });
    },
  };

  return (
    <ActionsContext.Provider value={actions}>
      <StateContext.Provider value={state}>
        {children}
        <audio {...elementProps} hidden />
      </StateContext.Provider>
    </ActionsContext.Provider>
  );
}

/** The player's state: redraws with its clock, so only views of the player read it. */
export function usePlayerState(): PlayerState {
  const value = useContext(StateContext);
  if (!value) throw new Error('usePlayerState needs the PlayerProvider of the user shell');
  return value;
}

/** What pages do to the player; stable, so reading it never redraws a page. */
export function usePlayerActions(): PlayerActions {
  const value = useContext(ActionsContext);
  if (!value) throw new Error('usePlayerActions needs the PlayerProvider of the user shell');
  return value;
}
