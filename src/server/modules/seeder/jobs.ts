import { z } from 'zod';
import { defineJob } from '@server/jobs/job';
import { narrateQueued } from './narration-queue';

/**
 * Every minute: narrates what the starter library and the seeder queued (narration-queue.ts), for
 * up to 50 seconds, so one run ends before the next begins.
 */
export const starterNarrationJob = defineJob({
  name: 'starter-narration',
  cron: '* * * * *',
  payload: z.object({}).passthrough(),
  handle: async (_payload, { database, bus, media, voice, logger, signal }) => {
    await narrateQueued({ db: database.db, bus, media, voice, logger, signal });
  },
});
