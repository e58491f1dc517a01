import type { Context } from 'hono';
import { rateLimited } from './app-error';
import { memoryLimitWindows, type LimitWindows } from './limit-windows';

export type FixedWindowOptions = {
  limit: number;
  windowMs: number;
  /** The clock; read at every request, so fake timers installed later are seen too. */
  now?: () => number;
  /**
   * Where windows are counted (decision 058): shared by every instance on one PostgreSQL, or this
   * process's memory (the default).
   */
  windows?: LimitWindows;
  /** Names this limiter's keys among the others' in a shared store. */
  name?: string;
};

/** Seconds until a window ends, as Retry-After says it (at least 1). */
export const secondsUntil = (resetAt: number, time: number) =>
  Math.max(1, Math.ceil((resetAt - time) / 1000));

/**
 * A fixed-window counter per key. The one policy behind every limiter here: past `limit` requests
 * in a window, 429 `rate_limited` with Retry-After, the seconds until the window ends.
 */
export function createFixedWindow(options: FixedWindowOptions) {
  const now = options.now ?? (() => Date.now());
  const windows = options.windows ?? memoryLimitWindows();
  const prefix = options.name ? `${options.name}:` : '';

  /** Counts one request under `key`; past the limit, throws the 429 with `message(seconds)`. */
  return async (
    c: Context,
    key: string,
    message: (retryAfter: number) => string,
  ): Promise<void> => {
    const time = now();
    const window = await windows.hit(prefix + key, options.windowMs, time);
    if (window.hits > options.limit) {
      const retryAfter = secondsUntil(window.resetAt, time);
      c.header('Retry-After', String(retryAfter));
      throw rateLimited(message(retryAfter));
    }
  };
}
