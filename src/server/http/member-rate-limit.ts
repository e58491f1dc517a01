import type { Context } from 'hono';
import { rateLimited } from './app-error';

/**
 * A fixed-window limit per signed-in member (rate-limit.ts counts per client address, for requests
 * made before anyone is signed in). In memory, so each instance counts on its own, as there
 * (docs/decisions/003): enough to stop a loop of costly requests such as a data export.
 */
export function memberRateLimit(options: { limit: number; windowMs: number; now?: () => number }) {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const now = options.now ?? Date.now;
  /** Counts one request of the member; past the limit, a 429 with Retry-After (seconds to wait). */
  return (c: Context, memberId: string): void => {
    const time = now();
    let window = windows.get(memberId);
    if (!window || window.resetAt <= time) {
      window = { count: 0, resetAt: time + options.windowMs };
      windows.set(memberId, window);
      if (windows.size > 10_000) {
        for (const [key, old] of windows) if (old.resetAt <= time) windows.delete(key);
      }
    }
    window.count++;
    if (window.count > options.limit) {
      const retryAfter = Math.max(1, Math.ceil((window.resetAt - time) / 1000));
      c.header('Retry-After', String(retryAfter));
      throw rateLimited(`Too many requests. Please wait ${retryAfter} seconds and try again.`);
    }
  };
}
