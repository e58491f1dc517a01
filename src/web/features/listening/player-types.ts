import type { PanelStatus } from './audio-panel';
import type { SleepChoice } from './sleep-timer';

/** One thing to hear: a content item's audio, or its text read aloud. */
export interface PlayerTrack {
  contentId: string;
  title: string;
  /** The audio's address, or how to get one (a text-only step's narration, decision 064). */
  src: string | (() => Promise<string>);
  /** The page of the item or session, for the mini player's title. */
  href: string;
}

/** What a page hands the player: one item, or a guided session's steps in order. */
export interface PlayerQueue {
  /** Identifies the queue: a page handing the same key again finds it loaded. */
  key: string;
  tracks: PlayerTrack[];
  /** Names the queue on the lock screen (a workflow's title). */
  label?: string;
  /** Silence between two tracks, in seconds. */
  pauseSeconds?: number;
  /** Offers the quiet ambient bed under it (meditations and guided sessions). */
  ambient?: boolean;
  /** A track was heard to its end, or skipped with "next" (its index). */
  onTrackDone?: (index: number) => void;
  /** The last track was heard to its end. */
  onFinished?: () => void;
}

export type PlayerStatus = PanelStatus;

export interface PlayerState {
  queueKey: string | null;
  index: number;
  track: PlayerTrack | null;
  trackCount: number;
  status: PlayerStatus;
  /** Why the track could not be had (an API error code: premium_required). */
  errorCode: string | null;
  buffering: boolean;
  /** Seconds. */
  current: number;
  duration: number;
  volume: number;
  muted: boolean;
  speed: number;
  /** Played at least once since loaded: the mini player shows from then on. */
  started: boolean;
  /** When the silence between two tracks ends (epoch ms), while status is gap. */
  gapEndsAt: number | null;
  sleep: SleepChoice;
  /** The loaded queue offers the ambient bed. */
  bedOffered: boolean;
  /** The member wants the ambient bed where it is offered (this device's choice). */
  ambient: boolean;
  /** When a minutes sleep timer was set (epoch ms). */
  sleepStartedAt: number | null;
  /** Page views of the player on screen, by queue key (the mini player hides for those). */
  viewsOnScreen: readonly string[];
}

export interface PlayerActions {
  /** Loads a queue without playing, when nothing else has been played (a page's player). */
  cue: (queue: PlayerQueue, index?: number) => void;
  /** Loads a queue (unless loaded) and plays from `index`, optionally from `seconds` in. */
  play: (queue: PlayerQueue, index?: number, seconds?: number) => void;
  /** Plays on (the lock screen's play). */
  resume: () => void;
  /** Pauses; in the silence between steps, holds the session at the next step. */
  pause: () => void;
  toggle: () => void;
  moveTo: (seconds: number) => void;
  seekBy: (seconds: number) => void;
  next: () => void;
  previous: () => void;
  changeSpeed: (speed: number) => void;
  changeVolume: (volume: number) => void;
  toggleMute: () => void;
  setSleep: (choice: SleepChoice) => void;
  /** Turns the ambient bed on or off, remembered on this device. */
  setAmbient: (on: boolean) => void;
  /** Stops and clears the player (the mini player's close). */
  close: () => void;
  /** A page view of the queue is on screen until the returned function is called. */
  showView: (queueKey: string) => () => void;
}
