/** A fixed window of one limiter key: hits counted so far and when it ends (ms since the epoch). */
export type LimitWindow = { hits: number; resetAt: number };

/**
 * Where the rate limits keep their windows (decision 058): in this process's memory when it is the
 * only instance (the embedded database cannot be shared), in PostgreSQL when it may be one of
 * several, so a limit holds across all of them.
 */
export type LimitWindows = {
  /** Counts one hit under `key`, opening a window of `windowMs` from `time` when none is open. */
  hit(key: string, windowMs: number, time: number): Promise<LimitWindow>;
  /** The window open under `key` at `time`, if any. */
  peek(key: string, time: number): Promise<LimitWindow | undefined>;
  /** Forgets `key`'s window (a right password clears its account's failures). */
  clear(key: string): Promise<void>;
};

/**
 * Windows in memory. At most `maxKeys` are kept: expired windows are dropped first; past that the
 * oldest go, which at worst hands a fresh window to a client counted long ago (a bound on memory,
 * not on requests).
 */
export function memoryLimitWindows(maxKeys = 100_000): LimitWindows {
  const windows = new Map<string, LimitWindow>();

  const makeRoom = (time: number) => {
    for (const [key, old] of windows) if (old.resetAt <= time) windows.delete(key);
    for (const key of windows.keys()) {
      if (windows.size < maxKeys) break;
      windows.delete(key);
    }
  };

  return {
    async hit(key, windowMs, time) {
      let window = windows.get(key);
      if (!window || window.resetAt <= time) {
        // A new window goes to the end of the map, so the oldest are the first to make room.
        windows.delete(key);
        if (windows.size >= maxKeys) makeRoom(time);
        window = { hits: 0, resetAt: time + windowMs };
        windows.set(key, window);
      }
      window.hits++;
      return { ...window };
    },
    async peek(key, time) {
      const window = windows.get(key);
      return window && window.resetAt > time ? { ...window } : undefined;
    },
    async clear(key) {
      windows.delete(key);
    },
  };
}
