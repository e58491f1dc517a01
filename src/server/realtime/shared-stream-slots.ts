import { randomUUID } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '@server/db/connection';
import { liveStreams } from '@server/db/schema/limits';

/** How often an instance says its streams are still open, and when silence means they are not. */
export const streamHeartbeatMs = 30_000;
export const streamStaleMs = 3 * streamHeartbeatMs;

type Caps = { perSession: number; perUser: number; perAddress: number };

/**
 * The open streams of every instance on one PostgreSQL (decision 058), so a session, a person and
 * an address hold no more streams across N instances than on one. Opening one is a single call of
 * the database function take_live_stream (migration 0021, decision 077): it counts the person's
 * and the address's live rows under their advisory locks (always the person's first, so two
 * openings never wait on each other in a circle) and adds its row; closing deletes it. An instance
 * that stops without closing its streams stops refreshing their rows, which then no longer count.
 */
export function sharedStreamSlots(db: Db) {
  const instanceId = randomUUID();
  let openHere = 0;
  let heartbeat: NodeJS.Timeout | undefined;
  // Closings still being written: an opening waits for them, so a slot given back is free at once.
  const closing = new Set<Promise<unknown>>();

  const beat = () =>
    Promise.all([
      db
        .update(liveStreams)
        .set({ seenAt: sql`now()` })
        .where(eq(liveStreams.instanceId, instanceId)),
      db
        .delete(liveStreams)
        .where(lt(liveStreams.seenAt, sql`now() - ${`${streamStaleMs} milliseconds`}::interval`)),
    ]).catch(() => {}); // the next beat tries again; a row is stale only after three missed

  const startBeating = () => {
    openHere += 1;
    if (heartbeat) return;
    heartbeat = setInterval(() => void beat(), streamHeartbeatMs);
    heartbeat.unref();
  };
  const stopBeating = () => {
    openHere -= 1;
    if (openHere > 0 || !heartbeat) return;
    clearInterval(heartbeat);
    heartbeat = undefined;
  };

  return {
    /**
     * Adds a stream of `viewer` from `address` unless a cap is reached: resolves with a release
     * that gives the slot back, or with the name of the cap that refused it.
     */
    async take(
      viewer: { id: string; sessionId: string },
      address: string,
      caps: Caps,
    ): Promise<{ release: () => void } | { refused: true }> {
      await Promise.all(closing);
      const { rows } = (await db.execute(
        sql`select take_live_stream(${instanceId}, ${viewer.sessionId}, ${viewer.id}, ${address},
          ${streamStaleMs}, ${caps.perSession}, ${caps.perUser}, ${caps.perAddress}) as id`,
      )) as unknown as { rows: { id: string | null }[] };
      const holder = rows[0]?.id;
      if (!holder) return { refused: true };
      startBeating();
      let released = false;
      return {
        release: () => {
          if (released) return;
          released = true;
          stopBeating();
          const done = db
            .delete(liveStreams)
            .where(eq(liveStreams.id, holder))
            .catch(() => {}) // left to go stale: it stops counting after streamStaleMs
            .finally(() => closing.delete(done));
          closing.add(done);
        },
      };
    },
  };
}

export type SharedStreamSlots = ReturnType<typeof sharedStreamSlots>;
