import { z } from 'zod';
import { defineJob } from '@server/jobs/job';
import { createWebPushProvider } from '@server/providers/push';
import { runNotificationTick } from './tick';

/**
 * Every minute: reminders that have come due are claimed in the delivery ledger and sent, and
 * failed sends whose pause is over are tried again (docs/decisions/020). pg-boss runs a cron's
 * minute once across instances; the ledger makes a double run harmless anyway.
 */
export const notificationsTickJob = defineJob({
  name: 'notifications-tick',
  cron: '* * * * *',
  payload: z.object({}).passthrough(),
  handle: async (_payload, { database, logger, email, push, publicUrl }) => {
    if (!email || !publicUrl) {
      logger.error('notifications-tick needs the email provider and the public URL; skipped');
      return;
    }
    const result = await runNotificationTick({
      db: database.db,
      email,
      push: push ?? createWebPushProvider(),
      logger,
      publicUrl,
    });
    if (result.taken > 0) logger.info(result, 'reminders delivered');
  },
});
