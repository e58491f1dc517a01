import { z } from 'zod';
import { writeSetting } from '../db/settings';
import { defineJob } from './job';

export const heartbeatKey = 'jobs.heartbeat';

/** Proves the job runner is alive: every minute it records when it last ran (shown by /api/health). */
export const heartbeatJob = defineJob({
  name: 'heartbeat',
  cron: '* * * * *',
  payload: z.object({}).passthrough(),
  handle: async (_payload, { database }) => {
    await writeSetting(database.db, heartbeatKey, { at: new Date().toISOString() });
  },
});
