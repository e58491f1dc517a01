import type { Context } from 'hono';
import { createFixedWindow } from './fixed-window';

/**
 * A fixed-window limit per signed-in member (rate-limit.ts counts per client address, for requests
 * made before anyone is signed in). In memory, so each instance counts on its own, as there
 * (docs/decisions/003): enough to stop a loop of costly requests such as a data export.
 */
export function memberRateLimit(options: { limit: number; windowMs: number; now?: () => number }) {
  const count = createFixedWindow(options);
  /** Counts one request of the member; past the limit, a 429 with Retry-After (seconds to wait). */
  return (c: Context, memberId: string): void =>
    count(
      c,
      memberId,
      (seconds) => `Too many requests. Please wait ${seconds} seconds and try again.`,
    );
}
