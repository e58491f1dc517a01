import type { RealtimeEvent } from '@contracts/realtime';

export type Listener = (event: RealtimeEvent) => void;

/**
 * Internal news that a person's access changed: a session of theirs ended (sign-out, global
 * sign-out, password reset or change) or their role did. Open event streams of that person check
 * their listener again at once. It travels beside the events, never among them, so it can never
 * reach a browser.
 */
export type AccessSignal = { userId: string };
/** The userId of a signal about everyone's access (the free-user rules of the Access tab). */
export const everyone = '*';
export type AccessListener = (signal: AccessSignal) => void;

/** Fans events out to every server-sent-events client, on this instance and (on PostgreSQL) others. */
export type EventBus = {
  publish: (event: RealtimeEvent) => Promise<void>;
  subscribe: (listener: Listener) => () => void;
  /** Tells every instance that someone's access changed (see AccessSignal). */
  signalAccessChanged: (signal: AccessSignal) => Promise<void>;
  onAccessChanged: (listener: AccessListener) => () => void;
  /**
   * Whether every access signal raised anywhere reaches this instance now: null while it may not
   * (on PostgreSQL, while the LISTEN connection is down), else a number that changes each time
   * listening starts again (signals raised in between were missed). In-process caches of who is
   * signed in keep entries only while it stays the same number.
   */
  signalEpoch: () => number | null;
  close: () => Promise<void>;
};

/** In-process fan-out: the whole bus on PGlite, and the local half of the PostgreSQL bus. */
export function createLocalFanout<T = RealtimeEvent>() {
  const listeners = new Set<(value: T) => void>();
  return {
    emit(value: T) {
      for (const listener of listeners) {
        try {
          listener(value);
        } catch {
          // one broken client must not stop the others
        }
      }
    },
    subscribe(listener: (value: T) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export function createMemoryBus(): EventBus {
  const events = createLocalFanout<RealtimeEvent>();
  const signals = createLocalFanout<AccessSignal>();
  return {
    publish: async (event) => events.emit(event),
    subscribe: (listener) => events.subscribe(listener),
    signalAccessChanged: async (signal) => signals.emit(signal),
    onAccessChanged: (listener) => signals.subscribe(listener),
    signalEpoch: () => 0,
    close: async () => undefined,
  };
}
