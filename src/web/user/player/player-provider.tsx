import {
  createContext,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { ProgressSession } from '@contracts/progress';
import { isDeviceOffline } from '@web/lib/device-offline';
import { completePlay, savePosition, startPlay } from './listening-api';
import { useMediaSession } from './media-session';
import type { PlayerActions, PlayerQueue, PlayerState } from './player-types';
import { startSleepTimer, type SleepChoice } from './sleep-timer';
import { readSpeed, storeSpeed } from './stored-speed';

// One <audio> element for the whole member app (decision 064): it lives in the shell, so it keeps
// playing while the member moves between pages, and every page's player is a view of it.

const StateContext = createContext<PlayerState | null>(null);
const ActionsContext = createContext<PlayerActions | null>(null);

/** Positions are saved this often while playing, and on every pause and page hide. */
const saveEveryMs = 15_000;

const initialState: PlayerState = {
  queueKey: null,
  index: 0,
  track: null,
  trackCount: 0,
  status: 'idle',
  buffering: false,
  current: 0,
  duration: 0,
  volume: 100,
  muted: false,
  speed: 1,
  started: false,
  gapEndsAt: null,
  sleep: 'off',
  sleepStartedAt: null,
  viewsOnScreen: [],
};

/** Something the member played is still going (or paused part way): a page must not replace it. */
export const busy = ({ started, status, current }: PlayerState) =>
  started &&
  (status === 'playing' ||
    status === 'gap' ||
    status === 'loading' ||
    (status === 'ready' && current > 0));

const finite = (value: number) => (Number.isFinite(value) && value > 0 ? value : 0);
const ms = (seconds: number) => Math.round(finite(seconds) * 1000);

export function PlayerProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<PlayerState>(initialState);
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
  const gapTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const cancelSleep = useRef<(() => void) | null>(null);
  const fade = useRef(1);

  const patch = (change: Partial<PlayerState>) => setState((value) => ({ ...value, ...change }));

  const applyVolume = () => {
    const element = audio.current;
    if (!element) return;
    element.volume = (live.current.volume / 100) * fade.current;
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
   * Puts track `index` of `next` in the element; plays it when asked. A track whose audio must be
   * made first (a text-only step's narration) is only named until the member plays it: opening a
   * session costs no voice call.
   */
  const load = (next: PlayerQueue, index: number, autoplay: boolean, seconds?: number) => {
    const track = next.tracks[index];
    const element = audio.current;
    if (!track || !element) return;
    clearGap();
    queue.current = next;
    play.current = null;
    pendingSeek.current = seconds ?? null;
    wantPlay.current = autoplay;
    const token = ++loadToken.current;
    const lazySource = typeof track.src !== 'string';
    setState((value) => ({
      ...value,
      queueKey: next.key,
      index,
      track,
      trackCount: next.tracks.length,
      status: lazySource && !autoplay ? 'ready' : 'loading',
      buffering: false,
      current: seconds ?? 0,
      duration: 0,
      gapEndsAt: null,
      // A track only cued by a page is not shown in the mini player until it is played.
      started: autoplay,
    }));
    if (lazySource && !autoplay) {
      element.removeAttribute('src');
      return;
    }
    const source = typeof track.src === 'string' ? Promise.resolve(track.src) : track.src();
    source
      .then((url) => {
        if (token !== loadToken.current) return;
        element.src = url;
        element.playbackRate = live.current.speed;
        element.defaultPlaybackRate = live.current.speed;
        element.load();
        if (wantPlay.current) element.play().catch(stopPlaying);
      })
      .catch(() => {
        if (token === loadToken.current) patch({ status: 'error' });
      });
  };

  const stopPlaying = () =>
    setState((value) => (value.status === 'playing' ? { ...value, status: 'ready' } : value));

  const sameQueue = (next: PlayerQueue) =>
    live.current.queueKey === next.key && live.current.status !== 'idle';

  const actions = useMemo<PlayerActions>(() => {
    const moveTo = (seconds: number) => {
      const element = audio.current;
      if (!element) return;
      const end = finite(element.duration) || live.current.duration;
      const target = Math.min(Math.max(seconds, 0), end);
      element.currentTime = target;
      setState((value) => ({
        ...value,
        current: target,
        status: value.status === 'ended' ? 'ready' : value.status,
      }));
    };
    const resume = () => {
      const element = audio.current;
      if (!element) return;
      if (!element.getAttribute('src')) {
        // A track only named so far: make and play its audio now.
        if (queue.current)
          load(queue.current, live.current.index, true, pendingSeek.current ?? undefined);
        return;
      }
      if (live.current.status === 'loading') {
        wantPlay.current = true;
        patch({ started: true });
        return;
      }
      element.playbackRate = live.current.speed;
      element.play().catch(stopPlaying);
    };
    const toIndex = (index: number) => {
      const current = queue.current;
      if (!current || index < 0 || index >= current.tracks.length) return;
      load(current, index, true);
    };
    return {
      cue: (next, index = 0) => {
        if (sameQueue(next)) {
          queue.current = next;
          return;
        }
        if (!busy(live.current)) load(next, index, false);
      },
      play: (next, index = 0, seconds) => {
        if (sameQueue(next) && live.current.index === index && seconds === undefined) {
          queue.current = next;
          if (live.current.status === 'gap') return;
          patch({ started: true });
          resume();
          return;
        }
        if (sameQueue(next) && live.current.index === index && seconds !== undefined) {
          queue.current = next;
          patch({ started: true });
          moveTo(seconds);
          resume();
          return;
        }
        load(next, index, true, seconds);
      },
      toggle: () => {
        const element = audio.current;
        if (!element || live.current.status === 'idle') return;
        if (live.current.status === 'gap') {
          // Pausing in the silence between steps holds the session there.
          clearGap();
          patch({ status: 'ready', gapEndsAt: null });
          toIndex(live.current.index + 1);
          return;
        }
        if (!element.paused) element.pause();
        else {
          patch({ started: true });
          resume();
        }
      },
      moveTo,
      seekBy: (seconds) => moveTo((audio.current?.currentTime ?? 0) + seconds),
      next: () => {
        const { index } = live.current;
        const current = queue.current;
        if (!current || index >= current.tracks.length - 1) return;
        current.onTrackDone?.(index);
        toIndex(index + 1);
      },
      previous: () => {
        if ((audio.current?.currentTime ?? 0) > 3 || live.current.index === 0) moveTo(0);
        else toIndex(live.current.index - 1);
      },
      changeSpeed: (speed) => {
        storeSpeed(speed);
        patch({ speed });
        if (audio.current) {
          audio.current.defaultPlaybackRate = speed;
          audio.current.playbackRate = speed;
        }
      },
      changeVolume: (volume) => {
        live.current = { ...live.current, volume };
        patch({ volume });
        applyVolume();
        if (volume > 0 && live.current.muted && audio.current) {
          audio.current.muted = false;
          patch({ muted: false });
        }
      },
      toggleMute: () => {
        const muted = !live.current.muted;
        if (audio.current) audio.current.muted = muted;
        patch({ muted });
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
              audio.current?.pause();
              cancelSleep.current = null;
              patch({ sleep: 'off', sleepStartedAt: null });
            },
          });
        }
        patch({ sleep: choice, sleepStartedAt: typeof choice === 'number' ? Date.now() : null });
      },
      close: () => {
        const element = audio.current;
        if (element && !element.paused) element.pause();
        if (element && element.currentTime > 0) keepPosition();
        clearGap();
        loadToken.current++;
        queue.current = null;
        element?.removeAttribute('src');
        element?.load();
        setState((value) => ({
          ...initialState,
          volume: value.volume,
          muted: value.muted,
          speed: value.speed,
          viewsOnScreen: value.viewsOnScreen,
        }));
      },
      showView: (key) => {
        setState((value) => ({ ...value, viewsOnScreen: [...value.viewsOnScreen, key] }));
        return () =>
          setState((value) => {
            const at = value.viewsOnScreen.indexOf(key);
            if (at < 0) return value;
            const views = [...value.viewsOnScreen];
            views.splice(at, 1);
            return { ...value, viewsOnScreen: views };
          });
      },
    };
    // The actions read refs only: made once, so pages that only act never redraw with the clock.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The speed this device last chose (read after hydration: the server knows no device).
  useEffect(() => {
    const speed = readSpeed();
    if (speed !== 1) actions.changeSpeed(speed);
  }, [actions]);

  // A page being hidden or closed keeps the position (the phone locked, the tab closed).
  useEffect(() => {
    const hidden = () => {
      const element = audio.current;
      if (element && live.current.track && element.currentTime > 0 && !element.ended) {
        keepPosition(false, true);
      }
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') hidden();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', hidden);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', hidden);
    };
  }, []);

  useEffect(() => () => cancelSleep.current?.(), []);

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
    const last = !current || index >= current.tracks.length - 1;
    if (!last) current.onTrackDone?.(index);
    if (sleep === 'end' || last) {
      if (element) element.currentTime = 0;
      patch({ status: 'ended', current: 0, ...(sleep === 'end' ? { sleep: 'off' } : {}) });
      if (last) current?.onFinished?.();
      return;
    }
    const pause = Math.max(0, current.pauseSeconds ?? 0) * 1000;
    patch({ status: 'gap', gapEndsAt: Date.now() + pause });
    gapTimer.current = setTimeout(() => load(current, index + 1, true), pause);
  };

  const readDuration = () => {
    const value = finite(audio.current?.duration ?? 0);
    if (value) patch({ duration: value });
  };

  const elementProps = {
    ref: audio,
    preload: 'metadata' as const,
    onLoadedMetadata: () => {
      readDuration();
      const seek = pendingSeek.current;
      pendingSeek.current = null;
      if (seek !== null && audio.current) audio.current.currentTime = seek;
      setState((value) => (value.status === 'loading' ? { ...value, status: 'ready' } : value));
    },
    onDurationChange: readDuration,
    onTimeUpdate: () => {
      const element = audio.current;
      if (!element) return;
      patch({ current: element.currentTime });
      if (!element.paused && Date.now() - savedAt.current >= saveEveryMs) keepPosition();
    },
    onPlay: () => {
      patch({ status: 'playing', started: true });
      const track = live.current.track;
      // One play per loaded track (decision 134): resuming it is the same play.
      if (track && !play.current && !isDeviceOffline()) {
        const started = startPlay(track.contentId);
        play.current = started;
        started.catch(() => {
          if (play.current === started) play.current = null;
        });
      }
      savedAt.current = Date.now();
    },
    onPlaying: () => patch({ buffering: false, status: 'playing' }),
    onPause: () => {
      stopPlaying();
      const element = audio.current;
      if (element && !element.ended && element.currentTime > 0) keepPosition();
    },
    onWaiting: () => patch({ buffering: true }),
    onCanPlay: () =>
      setState((value) => ({
        ...value,
        buffering: false,
        status: value.status === 'loading' ? 'ready' : value.status,
      })),
    onEnded: trackEnded,
    onError: () => {
      if (!audio.current?.getAttribute('src')) return;
      patch({ buffering: false, status: 'error' });
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
