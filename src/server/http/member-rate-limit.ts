import type { Context } from 'hono';
import { createFixedWindow } from './fixed-window';
import type { LimitWindows } from './limit-windows';
import { apiText } from '@server/lib/i18n/texts';

/**
 * A fixed-window limit per signed-in member (rate-limit.ts counts per client address, for requests
 * made before anyone is signed in): enough to stop a loop of costly requests such as a data
 * export. `name` tells its windows from other limiters' in a shared store (decision 058).
 */
export function memberRateLimit(options: {
  name: string;
  limit: number;
  windowMs: number;
  now?: () => number;
  windows?: LimitWindows;
}) {
  const count = createFixedWindow(options);
  /** Counts one request of the member; past the limit, a 429 with Retry-After (seconds to wait). */
  return (c: Context, memberId: string): Promise<void> =>
    count(c, memberId, (seconds) => apiText('wait.requests', { seconds }));
}
