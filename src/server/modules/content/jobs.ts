import { z } from 'zod';
import { defineJob } from '@server/jobs/job';
import { releaseScheduledContent } from './release';

export const contentReleaseJob = defineJob({
  name: 'content-release',
  // A minute past midnight UTC, and hourly after that in case the midnight run was missed.
  cron: '1 * * * *',
  payload: z.object({}).passthrough(),
  handle: async (_payload, { database, bus }) => {
    await releaseScheduledContent(database.db, bus);
  },
});
