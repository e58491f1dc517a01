import { rateLimited } from '../http/app-error';

/**
 * How many event streams may be open at once. A person opens one per tab: ten tabs of one browser
 * (one session) and thirty across their devices are generous; past that it is a leak or an attack,
 * and every stream holds memory on the server.
 */
export const maxStreamsPerSession = 10;
export const maxStreamsPerUser = 30;

type Limits = { perSession: number; perUser: number };

/**
 * Counts the open streams of each session and person on this instance (each instance counts its
 * own, like the rate limits: docs/decisions/003-rate-limits.md). take() answers 429 past a cap;
 * the release it returns gives the slot back, once, when the stream closes.
 */
export function createStreamSlots(
  limits: Limits = { perSession: maxStreamsPerSession, perUser: maxStreamsPerUser },
) {
  const bySession = new Map<string, number>();
  const byUser = new Map<string, number>();
  const change = (counts: Map<string, number>, key: string, by: number) => {
    const next = (counts.get(key) ?? 0) + by;
    if (next > 0) counts.set(key, next);
    else counts.delete(key);
  };
  return {
    take(viewer: { id: string; sessionId: string }): () => void {
      if (
        (bySession.get(viewer.sessionId) ?? 0) >= limits.perSession ||
        (byUser.get(viewer.id) ?? 0) >= limits.perUser
      ) {
        throw rateLimited('Too many live connections are open. Close some tabs and try again.');
      }
      change(bySession, viewer.sessionId, 1);
      change(byUser, viewer.id, 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        change(bySession, viewer.sessionId, -1);
        change(byUser, viewer.id, -1);
      };
    },
  };
}
