import { appError, rateLimited } from '../http/app-error';
import type { SharedStreamSlots } from './shared-stream-slots';

/**
 * How many event streams may be open at once. A person opens one per tab: ten tabs of one browser
 * (one session) and thirty across their devices are generous; past that it is a leak or an attack,
 * and every stream holds memory on the server (about 35 KB on the server, measured by
 * `npm run bench -- realtime`; the attack that led to the caps saw 150 KB a stream with its
 * sessions).
 */
export const maxStreamsPerSession = 10;
export const maxStreamsPerUser = 30;

/**
 * Caps that bound what many accounts can hold together (decision 037): one client address (a
 * congregation behind one router is well under a hundred open tabs) and the whole instance (a
 * thousand streams is some 35 MB, or up to 150 MB with a session each). Configurable: REALTIME_STREAMS_PER_ADDRESS and
 * REALTIME_STREAMS_PER_INSTANCE.
 */
export const defaultStreamsPerAddress = 100;
export const defaultStreamsPerInstance = 1_000;

export type StreamLimits = {
  perSession: number;
  perUser: number;
  perAddress: number;
  perInstance: number;
};

export const defaultStreamLimits: StreamLimits = {
  perSession: maxStreamsPerSession,
  perUser: maxStreamsPerUser,
  perAddress: defaultStreamsPerAddress,
  perInstance: defaultStreamsPerInstance,
};

/** When a refused browser should try again: the web's stream reopens with its own backoff too. */
export const streamRetryAfterSeconds = 30;

/**
 * Counts the open streams of each session, person and client address, and this instance's total.
 * The session, person and address caps count every instance's streams when `shared` is given (one
 * PostgreSQL, decision 058), this instance's alone otherwise; the total is always this instance's
 * (it bounds this process's memory). take() throws past a cap: 429 for a cap the client can do
 * something about, 503 when the instance is full. The release it returns gives the slot back,
 * once, when the stream closes.
 */
export function createStreamSlots(
  limits: StreamLimits = defaultStreamLimits,
  shared?: SharedStreamSlots,
) {
  const counts = {
    session: new Map<string, number>(),
    user: new Map<string, number>(),
    address: new Map<string, number>(),
  };
  let total = 0;
  const change = (map: Map<string, number>, key: string, by: number) => {
    const next = (map.get(key) ?? 0) + by;
    if (next > 0) map.set(key, next);
    else map.delete(key);
  };
  const tooMany = () =>
    rateLimited('Too many live connections are open. Close some tabs and try again.');

  /** This instance's own count of the caller's streams (no shared store). */
  function takeHere(viewer: { id: string; sessionId: string }, address: string) {
    if (
      (counts.session.get(viewer.sessionId) ?? 0) >= limits.perSession ||
      (counts.user.get(viewer.id) ?? 0) >= limits.perUser ||
      (counts.address.get(address) ?? 0) >= limits.perAddress
    )
      throw tooMany();
    const keys = [
      [counts.session, viewer.sessionId],
      [counts.user, viewer.id],
      [counts.address, address],
    ] as const;
    for (const [map, key] of keys) change(map, key, 1);
    return () => {
      for (const [map, key] of keys) change(map, key, -1);
    };
  }

  return {
    /** Streams open on this instance now. */
    get open() {
      return total;
    },
    async take(viewer: { id: string; sessionId: string }, address: string): Promise<() => void> {
      if (total >= limits.perInstance) {
        throw appError('unavailable', 'Live updates are busy right now. They will resume shortly.');
      }
      // Counted before the shared store is asked, so concurrent openings cannot overfill it.
      total += 1;
      let giveBack: () => void;
      try {
        if (shared) {
          const slot = await shared.take(viewer, address, limits);
          if ('refused' in slot) throw tooMany();
          giveBack = slot.release;
        } else giveBack = takeHere(viewer, address);
      } catch (error) {
        total -= 1;
        throw error;
      }
      let released = false;
      return () => {
        if (released) return;
        released = true;
        giveBack();
        total -= 1;
      };
    },
  };
}
