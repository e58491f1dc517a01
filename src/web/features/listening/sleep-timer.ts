/** The sleep timer's choices: off, at the end of the item, or after a number of minutes. */
export const sleepMinutes = [5, 10, 15, 30] as const;
export type SleepChoice = 'off' | 'end' | (typeof sleepMinutes)[number];

/** The volume goes down over the timer's last seconds, so sleep is not broken by a cut. */
export const sleepFadeMs = 10_000;

interface SleepTimerHooks {
  /** The fade's share of the listener's volume, 1 (untouched) down to 0. */
  setFade: (share: number) => void;
  /** Time is up: pause, and put the volume back for the next play. */
  stop: () => void;
}

/**
 * Starts a timer of `minutes` that fades out over its last 10 seconds and then stops playback.
 * Reads Date.now and setInterval, so a test drives it with a fake clock. Returns a cancel
 * function, which puts the volume back.
 */
export function startSleepTimer(minutes: number, hooks: SleepTimerHooks): () => void {
  const endsAt = Date.now() + minutes * 60_000;
  let done = false;
  const tick = () => {
    const left = endsAt - Date.now();
    if (left <= 0) {
      // Paused first, then the volume put back: no blip of full volume at the end.
      hooks.stop();
      finish();
      return;
    }
    hooks.setFade(left < sleepFadeMs ? left / sleepFadeMs : 1);
  };
  const timer = setInterval(tick, 250);
  const finish = () => {
    if (done) return;
    done = true;
    clearInterval(timer);
    hooks.setFade(1);
  };
  return finish;
}

/** Milliseconds left on a timer started at `startedAt`, for the "23:41 left" label. */
export function sleepLeftMs(minutes: number, startedAt: number, now: number): number {
  return Math.max(0, startedAt + minutes * 60_000 - now);
}
