import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sleepFadeMs, sleepLeftMs, startSleepTimer } from './sleep-timer';

describe('the sleep timer', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-28T22:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  const hooks = () => ({ setFade: vi.fn<(share: number) => void>(), stop: vi.fn() });

  it('keeps the volume until the last ten seconds, fades, then stops once', () => {
    const h = hooks();
    startSleepTimer(5, h);
    vi.advanceTimersByTime(5 * 60_000 - sleepFadeMs - 1000);
    expect(h.setFade).toHaveBeenLastCalledWith(1);
    expect(h.stop).not.toHaveBeenCalled();

    vi.advanceTimersByTime(sleepFadeMs / 2 + 1000);
    const halfway = h.setFade.mock.lastCall![0];
    expect(halfway).toBeGreaterThan(0.4);
    expect(halfway).toBeLessThan(0.6);

    vi.advanceTimersByTime(sleepFadeMs);
    expect(h.stop).toHaveBeenCalledTimes(1);
    // Stopped: the volume is the listener's again for the next play.
    expect(h.setFade).toHaveBeenLastCalledWith(1);
    vi.advanceTimersByTime(60_000);
    expect(h.stop).toHaveBeenCalledTimes(1);
  });

  it('does nothing more once cancelled, and gives the volume back', () => {
    const h = hooks();
    const cancel = startSleepTimer(10, h);
    vi.advanceTimersByTime(10 * 60_000 - 3000);
    expect(h.setFade.mock.lastCall![0]).toBeLessThan(0.5);
    cancel();
    expect(h.setFade).toHaveBeenLastCalledWith(1);
    vi.advanceTimersByTime(60_000);
    expect(h.stop).not.toHaveBeenCalled();
  });

  it('says how long is left', () => {
    const start = Date.now();
    expect(sleepLeftMs(15, start, start + 60_000)).toBe(14 * 60_000);
    expect(sleepLeftMs(15, start, start + 16 * 60_000)).toBe(0);
  });
});
