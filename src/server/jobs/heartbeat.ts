import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { systemSettings } from '../db/schema/system';
import { defineJob } from './job';

export const heartbeatKey = 'jobs.heartbeat';

/** Proves the job runner is alive: every minute it records when it last ran (shown by /api/health). */
export const heartbeatJob = defineJob({
  name: 'heartbeat',
  cron: '* * * * *',
  payload: z.object({}).passthrough(),
  handle: async (_payload, { database }) => {
    const value = { at: new Date().toISOString() };
    await database.db
      .insert(systemSettings)
      .values({ key: heartbeatKey, value })
      .onConflictDoUpdate({ target: systemSettings.key, set: { value, updatedAt: sql`now()` } });
  },
});
