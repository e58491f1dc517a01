import { useEffect } from 'react';
import { skipSeconds } from './audio-seek-bar';
import type { PlayerActions, PlayerState } from './player-types';

// The lock screen and headphones (decision 064): what is playing, and the actions they may take.

const artwork = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
];

type Action = MediaSessionAction;

export function useMediaSession(state: PlayerState, actions: PlayerActions): void {
  const { track, index, trackCount, status, duration, current, speed } = state;
  const session = typeof navigator !== 'undefined' ? navigator.mediaSession : undefined;

  useEffect(() => {
    if (!session) return;
    if (!track) {
      session.metadata = null;
      return;
    }
    session.metadata = new MediaMetadata({
      title: track.title,
      artist: 'Psalmlight',
      album: trackCount > 1 ? `${index + 1} / ${trackCount}` : '',
      artwork,
    });
    return () => {
      session.metadata = null;
    };
  }, [session, track, index, trackCount]);

  useEffect(() => {
    if (!session) return;
    const handlers: [Action, MediaSessionActionHandler | null][] = [
      ['play', () => actions.resume()],
      ['pause', () => actions.pause()],
      ['stop', () => actions.close()],
      ['seekbackward', (details) => actions.seekBy(-(details.seekOffset ?? skipSeconds))],
      ['seekforward', (details) => actions.seekBy(details.seekOffset ?? skipSeconds)],
      ['seekto', (details) => actions.moveTo(details.seekTime ?? 0)],
      // Next and previous step belong to a session's queue only.
      ['nexttrack', trackCount > 1 && index < trackCount - 1 ? () => actions.next() : null],
      ['previoustrack', trackCount > 1 ? () => actions.previous() : null],
    ];
    const set = (action: Action, handler: MediaSessionActionHandler | null) => {
      try {
        session.setActionHandler(action, handler);
      } catch {
        // A browser that does not know an action goes without it.
      }
    };
    for (const [action, handler] of handlers) set(action, track ? handler : null);
    // Signed out or gone: the lock screen keeps no controls of this app.
    return () => handlers.forEach(([action]) => set(action, null));
  }, [session, actions, track, index, trackCount]);

  useEffect(() => {
    if (!session) return;
    session.playbackState = status === 'playing' ? 'playing' : track ? 'paused' : 'none';
  }, [session, status, track]);

  // The lock screen's progress bar, redrawn on the player's whole seconds.
  const second = Math.floor(current);
  useEffect(() => {
    if (!session?.setPositionState || !track || duration <= 0) return;
    try {
      session.setPositionState({
        duration,
        position: Math.min(second, duration),
        playbackRate: speed,
      });
    } catch {
      // An inconsistent figure (a duration still unknown) is skipped.
    }
  }, [session, track, duration, second, speed]);
}
