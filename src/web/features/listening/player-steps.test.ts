import { describe, expect, it } from 'vitest';
import { afterTrack, nextStep, previousStep } from './player-steps';

const now = Date.parse('2026-12-03T07:00:00Z');

describe('from one track of a queue to the next', () => {
  it('waits the session pause between steps, then plays the next by itself', () => {
    expect(afterTrack({ index: 0, trackCount: 3, sleep: 'off', pauseSeconds: 20, now })).toEqual({
      kind: 'gap',
      next: 1,
      gapEndsAt: now + 20_000,
      waitMs: 20_000,
    });
    // No pause, or a negative one, is no silence at all.
    for (const pauseSeconds of [undefined, 0, -5])
      expect(afterTrack({ index: 1, trackCount: 3, sleep: 15, pauseSeconds, now })).toMatchObject({
        kind: 'gap',
        next: 2,
        waitMs: 0,
        gapEndsAt: now,
      });
  });

  it('holds the next step for Play when the sleep timer was set to the end of the track', () => {
    expect(afterTrack({ index: 0, trackCount: 3, sleep: 'end', pauseSeconds: 20, now })).toEqual({
      kind: 'hold',
    });
  });

  it('finishes after the last track, ending an end-of-track sleep timer with it', () => {
    expect(afterTrack({ index: 2, trackCount: 3, sleep: 'end', now })).toEqual({
      kind: 'finished',
      sleepEnds: true,
    });
    expect(afterTrack({ index: 0, trackCount: 1, sleep: 30, now })).toEqual({
      kind: 'finished',
      sleepEnds: false,
    });
  });

  it('goes back to the start of a track played past 3 s, else to the one before', () => {
    expect(previousStep(2, 3.5)).toBe('restart');
    expect(previousStep(2, 2)).toBe(1);
    expect(previousStep(0, 0)).toBe('restart');
  });

  it('goes on to the next track, and nowhere after the last', () => {
    expect(nextStep(0, 3)).toBe(1);
    expect(nextStep(2, 3)).toBeNull();
  });
});
