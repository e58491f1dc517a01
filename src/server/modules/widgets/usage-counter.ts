import { sql } from 'drizzle-orm';
import type { Db } from '@server/db/connection';
import { widgetUsage } from '@server/db/schema/widgets';

/** How long counted widget requests wait in memory before they are written together. */
export const usageFlushMs = 1_000;

type Pending = {
  counts: Map<string, { day: string; deviceHash: string; n: number }>;
  scheduled: boolean;
};

// Every home-screen widget polls /api/latest-content: one upsert per request would make a database
// write the cost of the whole answer. Requests are counted in memory per (day, device) and written
// as one statement a second (decision 023); the usage report writes what is pending first.
const pendingByDb = new WeakMap<Db, Pending>();
const flushing = new WeakMap<Db, Promise<void>>();

function pendingOf(db: Db) {
  let pending = pendingByDb.get(db);
  if (!pending) {
    pending = { counts: new Map(), scheduled: false };
    pendingByDb.set(db, pending);
  }
  return pending;
}

/** Counts one widget request of a device on today's UTC date; written within a second. */
export function countWidgetRequest(db: Db, device: string, now = new Date()) {
  const pending = pendingOf(db);
  const day = now.toISOString().slice(0, 10);
  const key = `${day} ${device}`;
  const current = pending.counts.get(key);
  if (current) current.n += 1;
  else pending.counts.set(key, { day, deviceHash: device, n: 1 });
  if (!pending.scheduled) {
    pending.scheduled = true;
    const timer = setTimeout(() => {
      pending.scheduled = false;
      void flushWidgetRequests(db).catch(() => undefined);
    }, usageFlushMs);
    timer.unref();
  }
}

/** Writes the counted requests now (before the usage report reads them; at shutdown). */
export async function flushWidgetRequests(db: Db): Promise<void> {
  await flushing.get(db);
  const pending = pendingOf(db);
  if (pending.counts.size === 0) return;
  const rows = [...pending.counts.values()];
  pending.counts = new Map();
  const write = db
    .insert(widgetUsage)
    .values(rows.map(({ day, deviceHash, n }) => ({ day, deviceHash, requests: n })))
    .onConflictDoUpdate({
      target: [widgetUsage.day, widgetUsage.deviceHash],
      set: { requests: sql`${widgetUsage.requests} + excluded.requests` },
    })
    .then(() => undefined)
    .catch((error: unknown) => {
      // Not lost: counted again with the next write.
      for (const row of rows) {
        const key = `${row.day} ${row.deviceHash}`;
        const current = pending.counts.get(key);
        if (current) current.n += row.n;
        else pending.counts.set(key, row);
      }
      throw error;
    })
    .finally(() => flushing.delete(db));
  flushing.set(db, write);
  await write;
}
