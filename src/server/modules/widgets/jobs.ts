import { lt } from 'drizzle-orm';
import { z } from 'zod';
import { addDays } from '@contracts/time';
import type { Db } from '@server/db/connection';
import { widgetUsage } from '@server/db/schema/widgets';
import { defineJob } from '@server/jobs/job';

/** Days of widget usage kept: the Widgets tab reports seven; a month leaves room to look back. */
export const widgetUsageKeptDays = 30;

/** Deletes widget usage older than `widgetUsageKeptDays` UTC days; answers how many rows went. */
export async function pruneWidgetUsage(db: Db, now = new Date()) {
  const oldestKept = addDays(now.toISOString().slice(0, 10), -(widgetUsageKeptDays - 1));
  const removed = await db
    .delete(widgetUsage)
    .where(lt(widgetUsage.day, oldestKept))
    .returning({ day: widgetUsage.day });
  return { removed: removed.length, oldestKept };
}

/** 03:15 UTC: the usage table holds a month, however many devices came. */
export const widgetUsagePruneJob = defineJob({
  name: 'widget-usage-prune',
  cron: '15 3 * * *',
  payload: z.object({}).passthrough(),
  handle: async (_payload, { database, logger }) => {
    logger.info(await pruneWidgetUsage(database.db), 'old widget usage removed');
  },
});
