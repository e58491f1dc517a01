import { z } from 'zod';
import { defineJob } from '@server/jobs/job';
import { createWebPushProvider } from '@server/providers/push';
import { runGroupAlertsTick } from './alerts';

/**
 * Every minute: the daily summaries that came due are claimed, and group notices whose quiet hours
 * are over are pushed (decision 063). A double run is harmless: rows are claimed by unique keys
 * and taken with SKIP LOCKED.
 */
export const groupAlertsTickJob = defineJob({
  name: 'group-alerts-tick',
  cron: '* * * * *',
  payload: z.object({}).passthrough(),
  handle: async (_payload, { database, logger, push, publicUrl }) => {
    if (!publicUrl) {
      logger.error('group-alerts-tick needs the public URL; skipped');
      return;
    }
    const result = await runGroupAlertsTick({
      db: database.db,
      push: push ?? createWebPushProvider(),
      logger,
      publicUrl,
    });
    if (result.taken > 0 || result.claimed > 0) logger.info(result, 'group notices delivered');
  },
});
