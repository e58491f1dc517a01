import { describe, expect, it } from 'vitest';
import { afterTrack } from './player-steps';
import { busy, initialPlayerState, playerReducer, type PlayerEvent } from './player-state';
import type { PlayerQueue, PlayerState } from './player-types';

const session: PlayerQueue = {
  key: 'workflow:morning',
  ambient: true,
  pauseSeconds: 20,
  tracks: [
    { contentId: 'a', title: 'Breathe', src: '/media/a.mp3', href: '/workflows/morning' },
    // A text-only step: its narration is made when it is played.
    { contentId: 'b', title: 'Pray', src: () => Promise.resolve('/media/b.mp3'), href: '/w' },
  ],
};

const run = (events: PlayerEvent[], from: PlayerState = initialPlayerState) =>
  events.reduce(playerReducer, from);

describe('the player state', () => {
  it('loads a track, then is ready at its metadata and playing at its play', () => {
    const loading = run([{ type: 'load', queue: session, index: 0, autoplay: true }]);
    expect(loading).toMatchObject({
      queueKey: 'workflow:morning',
      status: 'loading',
      trackCount: 2,
      bedOffered: true,
      started: true,
    });
    expect(busy(loading)).toBe(true);
    const playing = run(
      [{ type: 'metadata' }, { type: 'duration', seconds: 95 }, { type: 'play' }],
      loading,
    );
    expect(playing).toMatchObject({ status: 'playing', duration: 95 });
    expect(run([{ type: 'waiting' }], playing).buffering).toBe(true);
    expect(run([{ type: 'waiting' }, { type: 'playing' }], playing).buffering).toBe(false);
  });

  it('names a cued text-only step without making its audio, and does not show it as started', () => {
    const cued = run([{ type: 'load', queue: session, index: 1, autoplay: false }]);
    expect(cued).toMatchObject({ status: 'ready', started: false, current: 0 });
    expect(busy(cued)).toBe(false);
    // Held between steps by the sleep timer, it stays in the mini player.
    expect(
      run([{ type: 'load', queue: session, index: 1, autoplay: false, keepStarted: true }]).started,
    ).toBe(true);
  });

  it('starts a resumed track at its saved position', () => {
    const resumed = run([{ type: 'load', queue: session, index: 0, autoplay: true, seconds: 42 }]);
    expect(resumed.current).toBe(42);
  });

  it('pauses only what plays, and says why audio could not be had', () => {
    const ready = run([
      { type: 'load', queue: session, index: 0, autoplay: false },
      { type: 'metadata' },
    ]);
    expect(run([{ type: 'paused' }], ready)).toBe(ready);
    const paused = run([{ type: 'play' }, { type: 'paused' }], ready);
    expect(paused.status).toBe('ready');
    expect(run([{ type: 'source-failed', errorCode: 'premium_required' }], ready)).toMatchObject({
      status: 'error',
      errorCode: 'premium_required',
    });
  });

  it('waits the pause between steps on the clock, then ends the queue after its last track', () => {
    const now = Date.parse('2026-12-03T07:00:00Z');
    const step = afterTrack({ index: 0, trackCount: 2, sleep: 'off', pauseSeconds: 20, now });
    if (step.kind !== 'gap') throw new Error(`expected a gap, got ${step.kind}`);
    const gap = run([
      { type: 'load', queue: session, index: 0, autoplay: true },
      { type: 'play' },
      { type: 'gap', gapEndsAt: step.gapEndsAt },
    ]);
    expect(gap).toMatchObject({ status: 'gap', gapEndsAt: now + 20_000 });
    expect(busy(gap)).toBe(true);
    const next = run([{ type: 'load', queue: session, index: step.next, autoplay: true }], gap);
    expect(next).toMatchObject({ index: 1, gapEndsAt: null, status: 'loading' });
    const ended = run(
      [
        { type: 'choose', change: { sleep: 'end' } },
        { type: 'finished', sleepEnds: true },
      ],
      next,
    );
    expect(ended).toMatchObject({ status: 'ended', current: 0, sleep: 'off' });
    // Moving in an ended track makes it ready to play again.
    expect(run([{ type: 'moved', seconds: 10 }], ended)).toMatchObject({
      status: 'ready',
      current: 10,
    });
  });

  it("keeps the member's choices and the views on screen when closed", () => {
    const chosen = run([
      { type: 'load', queue: session, index: 0, autoplay: true },
      { type: 'choose', change: { speed: 1.25, volume: 60, muted: true, ambient: false } },
      { type: 'view-shown', key: 'workflow:morning' },
    ]);
    expect(run([{ type: 'closed' }], chosen)).toEqual({
      ...initialPlayerState,
      speed: 1.25,
      volume: 60,
      muted: true,
      ambient: false,
      viewsOnScreen: ['workflow:morning'],
    });
  });

  it('counts two views of one queue apart: the second still shows when the first leaves', () => {
    const twice = run([
      { type: 'view-shown', key: 'item:a' },
      { type: 'view-shown', key: 'item:a' },
      { type: 'view-hidden', key: 'item:a' },
    ]);
    expect(twice.viewsOnScreen).toEqual(['item:a']);
    expect(run([{ type: 'view-hidden', key: 'item:b' }], twice)).toBe(twice);
  });
});
