import type { SleepChoice } from './sleep-timer';

// What the player does from one track of a queue to the next, as plain decisions: the provider
// (player-provider.tsx) carries them out on its <audio> element and its timers.

export type AfterTrack =
  /** The queue is done: back to its start, the end shown. */
  | { kind: 'finished'; sleepEnds: boolean }
  /** The sleep timer was "at the end of this track": the next one waits, named, for Play. */
  | { kind: 'hold' }
  /** The silence between two steps, then the next one plays by itself. */
  | { kind: 'gap'; next: number; gapEndsAt: number; waitMs: number };

/** What follows the end of track `index` of `trackCount`, at `now` (epoch ms). */
export function afterTrack({
  index,
  trackCount,
  sleep,
  pauseSeconds = 0,
  now,
}: {
  index: number;
  trackCount: number;
  sleep: SleepChoice;
  pauseSeconds?: number;
  now: number;
}): AfterTrack {
  if (index >= trackCount - 1) return { kind: 'finished', sleepEnds: sleep === 'end' };
  if (sleep === 'end') return { kind: 'hold' };
  const waitMs = Math.max(0, pauseSeconds) * 1000;
  return { kind: 'gap', next: index + 1, gapEndsAt: now + waitMs, waitMs };
}

/** Previous: the start of this track once it has played a few seconds, else the one before. */
export function previousStep(index: number, currentSeconds: number): 'restart' | number {
  return currentSeconds > 3 || index === 0 ? 'restart' : index - 1;
}

/** Next: the following track, or none after the last. */
export function nextStep(index: number, trackCount: number): number | null {
  return index < trackCount - 1 ? index + 1 : null;
}
