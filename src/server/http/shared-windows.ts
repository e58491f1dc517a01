import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '@server/db/connection';
import { rateLimitWindows } from '@server/db/schema/limits';
import type { LimitWindows } from './limit-windows';

/** How often an instance deletes the windows that have ended (they are never read again). */
const sweepEveryMs = 60_000;

/**
 * Windows in PostgreSQL, shared by every instance on the database (decision 058). One upsert
 * counts a hit: the row is locked while it is counted, so concurrent hits from any number of
 * instances are each counted once, and a window that has ended starts again from this hit. Times
 * come from the caller's clock (a test's fake clock too), like the in-memory windows'.
 */
export function sharedLimitWindows(db: Db): LimitWindows {
  let lastSweep = 0;
  const sweep = (time: number) => {
    if (time - lastSweep < sweepEveryMs) return;
    lastSweep = time;
    // Best effort and off the request's path: an unswept row is only a few bytes until the next.
    db.delete(rateLimitWindows)
      .where(lte(rateLimitWindows.resetAtMs, time))
      .catch(() => {});
  };

  return {
    async hit(key, windowMs, time) {
      sweep(time);
      const ended = sql`${rateLimitWindows.resetAtMs} <= ${time}`;
      const [row] = await db
        .insert(rateLimitWindows)
        .values({ key, hits: 1, resetAtMs: time + windowMs })
        .onConflictDoUpdate({
          target: rateLimitWindows.key,
          set: {
            hits: sql`case when ${ended} then 1 else ${rateLimitWindows.hits} + 1 end`,
            resetAtMs: sql`case when ${ended} then ${time + windowMs} else ${rateLimitWindows.resetAtMs} end`,
          },
        })
        .returning({ hits: rateLimitWindows.hits, resetAt: rateLimitWindows.resetAtMs });
      if (!row) throw new Error('The rate limit window was not counted');
      return row;
    },
    async peek(key, time) {
      const [row] = await db
        .select({ hits: rateLimitWindows.hits, resetAt: rateLimitWindows.resetAtMs })
        .from(rateLimitWindows)
        .where(and(eq(rateLimitWindows.key, key), gt(rateLimitWindows.resetAtMs, time)));
      return row;
    },
    async clear(key) {
      await db.delete(rateLimitWindows).where(eq(rateLimitWindows.key, key));
    },
  };
}
