import { inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Db } from '../db/connection';
import { defineJob } from '../jobs/job';
import type { Logger } from '../logger';
import type { MediaStorage } from './storage';

// Files no row names any more (a narration of a text since changed, the photo of a group deleted
// with its last member, a file saved by a request that failed before its row was written) are
// removed once a day, after a grace period, so the store does not grow for ever (decision 068).

/** Which of the given /media URLs a row of some table still names. */
export type MediaInUse = (db: Db, urls: readonly string[]) => Promise<readonly string[]>;

/** Drops rows that lead nowhere any more, so their files become orphans; answers how many went. */
export type MediaRowPrune = (db: Db, olderThan: Date) => Promise<number>;

export type MediaCleanupPlan = {
  /** The folders the app writes into; nothing else in the store (a shared bucket's) is touched. */
  folders: readonly string[];
  /** Every column that names a media file, each asked which of a batch of URLs it names. */
  inUse: readonly MediaInUse[];
  /** Run before the sweep. */
  prune?: readonly MediaRowPrune[];
};

export type MediaCleanupDeps = { db: Db; media: MediaStorage; logger: Logger };

/**
 * A file is saved before the row that names it is written: one younger than this is never taken,
 * so a save in progress (or a slow request) keeps its file. A day also leaves a member who started
 * playing a narration just before its text changed the time to finish.
 */
export const orphanGraceMs = 24 * 60 * 60_000;
/** URLs asked about in one query. */
const batchSize = 200;

/** The rows of `column` among `urls`: a MediaInUse for one column of one table. */
export const namedBy =
  (table: PgTable, column: PgColumn): MediaInUse =>
  async (db, urls) => {
    const rows = await db
      .select({ url: column })
      .from(table)
      .where(inArray(column, [...urls]));
    return rows.map((row) => String(row.url));
  };

async function removeUnnamed(plan: MediaCleanupPlan, deps: MediaCleanupDeps, urls: string[]) {
  const named = new Set<string>();
  for (const inUse of plan.inUse) for (const url of await inUse(deps.db, urls)) named.add(url);
  const orphans = urls.filter((url) => !named.has(url));
  for (const url of orphans) await deps.media.remove(url);
  return orphans.length;
}

/**
 * Prunes, then removes every file of the plan's folders last modified before `now` minus the grace
 * period that no row names. Rows are asked in batches as the listing goes, so what a row came to
 * name while the listing ran is seen. Answers how many rows were pruned and files removed.
 */
export async function removeOrphanMedia(
  plan: MediaCleanupPlan,
  deps: MediaCleanupDeps,
  now = new Date(),
) {
  const cutoff = new Date(now.getTime() - orphanGraceMs);
  let pruned = 0;
  for (const prune of plan.prune ?? []) pruned += await prune(deps.db, cutoff);
  let removed = 0;
  let kept = 0;
  let batch: string[] = [];
  const sweep = async () => {
    const gone = await removeUnnamed(plan, deps, batch);
    removed += gone;
    kept += batch.length - gone;
    batch = [];
  };
  for (const folder of plan.folders) {
    for await (const entry of deps.media.list(folder)) {
      if (entry.lastModified >= cutoff) continue;
      batch.push(entry.url);
      if (batch.length >= batchSize) await sweep();
    }
  }
  if (batch.length > 0) await sweep();
  return { pruned, removed, kept };
}

/** 03:30 UTC: the cleanup above, with a line saying what it did. */
export const createMediaCleanupJob = (plan: MediaCleanupPlan) =>
  defineJob({
    name: 'media-cleanup',
    cron: '30 3 * * *',
    payload: z.object({}).passthrough(),
    handle: async (_payload, { database, media, logger }) => {
      const result = await removeOrphanMedia(plan, { db: database.db, media, logger });
      logger.info(result, `media cleanup removed ${result.removed} orphaned files`);
    },
  });
