import { z } from 'zod';
import { releaseScheduledContent } from '../modules/content/release';
import { defineJob } from './job';

export const contentReleaseJob = defineJob({
  name: 'content-release',
  // A minute past midnight UTC, and hourly after that in case the midnight run was missed.
  cron: '1 * * * *',
  payload: z.object({}).passthrough(),
  handle: async (_payload, { database, bus }) => {
    await releaseScheduledContent(database.db, bus);
  },
});
