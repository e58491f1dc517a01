import type { RealtimeEvent } from '../../contracts/realtime';

export type Listener = (event: RealtimeEvent) => void;

/** Fans events out to every server-sent-events client, on this instance and (on PostgreSQL) others. */
export type EventBus = {
  publish: (event: RealtimeEvent) => Promise<void>;
  subscribe: (listener: Listener) => () => void;
  close: () => Promise<void>;
};

/** In-process fan-out: the whole bus on PGlite, and the local half of the PostgreSQL bus. */
export function createLocalFanout() {
  const listeners = new Set<Listener>();
  return {
    emit(event: RealtimeEvent) {
      for (const listener of listeners) {
        try {
          listener(event);
        } catch {
          // one broken client must not stop the others
        }
      }
    },
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function createMemoryBus(): EventBus {
  const fanout = createLocalFanout();
  return {
    publish: async (event) => fanout.emit(event),
    subscribe: (listener) => {
      const remove = fanout.subscribe(listener);
      return () => void remove();
    },
    close: async () => undefined,
  };
}
