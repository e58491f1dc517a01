import { z } from 'zod';
import { defineJob, type JobContext } from '@server/jobs/job';
import { cleanupOldPsalms } from './psalm-cleanup';
import { runDueGenerations as runScheduledGenerations } from './schedule';

/** One tick of the automation schedule (schedule.ts) with the job's context. */
export const runDueGenerations = (context: JobContext, now = new Date()) =>
  runScheduledGenerations({ ...context, db: context.database.db }, now);

export const automationTickJob = defineJob({
  name: 'automation-tick',
  cron: '* * * * *',
  payload: z.object({}).passthrough(),
  handle: async (_payload, context) => runDueGenerations(context),
});

/** 02:00 UTC: daily psalms older than 30 days go, with their audio files. */
export const psalmCleanupJob = defineJob({
  name: 'psalm-cleanup',
  cron: '0 2 * * *',
  payload: z.object({}).passthrough(),
  handle: async (_payload, { database, media, bus, logger }) => {
    const result = await cleanupOldPsalms({ db: database.db, media, bus });
    logger.info(result, 'old psalms cleaned up');
  },
});
