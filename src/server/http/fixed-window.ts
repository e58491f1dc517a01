import type { Context } from 'hono';
import { rateLimited } from './app-error';

export type FixedWindowOptions = {
  limit: number;
  windowMs: number;
  /** The clock; read at every request, so fake timers installed later are seen too. */
  now?: () => number;
  /**
   * Keys kept at most. Expired windows are dropped first; past that the oldest go, which at worst
   * hands a fresh window to a client counted long ago (a bound on memory, not on requests).
   */
  maxKeys?: number;
};

/**
 * A fixed-window counter per key, in memory (each instance counts on its own: decision 003). The
 * one policy behind every limiter here: past `limit` requests in a window, 429 `rate_limited` with
 * Retry-After, the seconds until the window ends.
 */
export function createFixedWindow(options: FixedWindowOptions) {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const now = options.now ?? (() => Date.now());
  const maxKeys = options.maxKeys ?? 100_000;

  const makeRoom = (time: number) => {
    for (const [key, old] of windows) if (old.resetAt <= time) windows.delete(key);
    for (const key of windows.keys()) {
      if (windows.size < maxKeys) break;
      windows.delete(key);
    }
  };

  /** Counts one request under `key`; past the limit, throws the 429 with `message(seconds)`. */
  return (c: Context, key: string, message: (retryAfter: number) => string): void => {
    const time = now();
    let window = windows.get(key);
    if (!window || window.resetAt <= time) {
      // A new window goes to the end of the map, so the oldest are the first to make room.
      windows.delete(key);
      if (windows.size >= maxKeys) makeRoom(time);
      window = { count: 0, resetAt: time + options.windowMs };
      windows.set(key, window);
    }
    window.count++;
    if (window.count > options.limit) {
      const retryAfter = Math.max(1, Math.ceil((window.resetAt - time) / 1000));
      c.header('Retry-After', String(retryAfter));
      throw rateLimited(message(retryAfter));
    }
  };
}
