import type { PlayerQueue, PlayerState } from './player-types';

// The player's state and every way it changes, as plain transitions: the provider
// (player-provider.tsx) dispatches them from its actions and its <audio> element's events, and
// carries out what the element must do itself.

export const initialPlayerState: PlayerState = {
  queueKey: null,
  index: 0,
  track: null,
  trackCount: 0,
  status: 'idle',
  errorCode: null,
  buffering: false,
  current: 0,
  duration: 0,
  volume: 100,
  muted: false,
  speed: 1,
  started: false,
  gapEndsAt: null,
  sleep: 'off',
  bedOffered: false,
  ambient: true,
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

/** The member's own settings, which carry over from one track and queue to the next. */
type Choices = Pick<
  PlayerState,
  'speed' | 'volume' | 'muted' | 'sleep' | 'sleepStartedAt' | 'ambient' | 'started'
>;

export type PlayerEvent =
  /** Track `index` of `queue` goes into the element (its audio fetched or made unless only cued). */
  | {
      type: 'load';
      queue: PlayerQueue;
      index: number;
      autoplay: boolean;
      seconds?: number;
      keepStarted?: boolean;
    }
  /** Its audio could not be had (an API error's code: premium_required). */
  | { type: 'source-failed'; errorCode: string | null }
  | { type: 'choose'; change: Partial<Choices> }
  | { type: 'moved'; seconds: number }
  /** The element's events. */
  | { type: 'metadata' }
  | { type: 'duration'; seconds: number }
  | { type: 'time'; seconds: number }
  | { type: 'play' }
  | { type: 'playing' }
  | { type: 'paused' }
  | { type: 'waiting' }
  | { type: 'can-play' }
  | { type: 'element-error' }
  /** The queue's last track ended (a sleep timer "at the end" ends with it). */
  | { type: 'finished'; sleepEnds: boolean }
  /** The silence between two steps, until `gapEndsAt` (epoch ms). */
  | { type: 'gap'; gapEndsAt: number }
  | { type: 'closed' }
  | { type: 'view-shown'; key: string }
  | { type: 'view-hidden'; key: string };

const readyOnceLoaded = (state: PlayerState): PlayerState =>
  state.status === 'loading' ? { ...state, status: 'ready' } : state;

export function playerReducer(state: PlayerState, event: PlayerEvent): PlayerState {
  switch (event.type) {
    case 'load': {
      const track = event.queue.tracks[event.index];
      if (!track) return state;
      const lazySource = typeof track.src !== 'string';
      return {
        ...state,
        queueKey: event.queue.key,
        index: event.index,
        track,
        trackCount: event.queue.tracks.length,
        // A text-only step's narration is only named until the member plays it.
        status: lazySource && !event.autoplay ? 'ready' : 'loading',
        errorCode: null,
        buffering: false,
        current: event.seconds ?? 0,
        duration: 0,
        gapEndsAt: null,
        bedOffered: !!event.queue.ambient,
        // A track only cued by a page is not shown in the mini player until it is played.
        started: event.autoplay || !!event.keepStarted,
      };
    }
    case 'source-failed':
      return { ...state, status: 'error', errorCode: event.errorCode };
    case 'choose':
      return { ...state, ...event.change };
    case 'moved':
      return {
        ...state,
        current: event.seconds,
        status: state.status === 'ended' ? 'ready' : state.status,
      };
    case 'metadata':
      return readyOnceLoaded(state);
    case 'duration':
      return { ...state, duration: event.seconds };
    case 'time':
      return { ...state, current: event.seconds };
    case 'play':
      return { ...state, status: 'playing', started: true };
    case 'playing':
      return { ...state, buffering: false, status: 'playing' };
    case 'paused':
      return state.status === 'playing' ? { ...state, status: 'ready' } : state;
    case 'waiting':
      return { ...state, buffering: true };
    case 'can-play':
      return readyOnceLoaded({ ...state, buffering: false });
    case 'element-error':
      return { ...state, buffering: false, status: 'error' };
    case 'finished':
      return {
        ...state,
        status: 'ended',
        current: 0,
        ...(event.sleepEnds ? { sleep: 'off' as const } : {}),
      };
    case 'gap':
      return { ...state, status: 'gap', gapEndsAt: event.gapEndsAt };
    case 'closed': {
      const { volume, muted, speed, ambient, viewsOnScreen } = state;
      return { ...initialPlayerState, volume, muted, speed, ambient, viewsOnScreen };
    }
    case 'view-shown':
      return { ...state, viewsOnScreen: [...state.viewsOnScreen, event.key] };
    case 'view-hidden': {
      const at = state.viewsOnScreen.indexOf(event.key);
      if (at < 0) return state;
      const viewsOnScreen = [
        ...state.viewsOnScreen.slice(0, at),
        ...state.viewsOnScreen.slice(at + 1),
      ];
      return { ...state, viewsOnScreen };
    }
  }
}
