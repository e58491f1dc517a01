import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { contentAutomationSettings } from '../db/schema/automation';
import { claimDailyRun, finishDailyRun } from '../modules/automation/daily-claim';
import { generateContent } from '../modules/automation/generator';
import { psalmFor } from '../modules/psalms/queries';
import { cleanupOldPsalms } from '../modules/psalms/service';
import { defineJob, type JobContext } from './job';

/** UTC date and HH:MM of an instant. */
const utcParts = (now: Date) => ({
  date: now.toISOString().slice(0, 10),
  time: now.toISOString().slice(11, 16),
});

/**
 * Every minute: each automated type whose generation time (UTC) has come today and that has not
 * run yet is generated, by exactly one instance (claimDailyRun). Failures are logged and retried.
 */
export async function runDueGenerations(context: JobContext, now = new Date()) {
  const { database, logger } = context;
  const { date, time } = utcParts(now);
  const automated = await database.db
    .select()
    .from(contentAutomationSettings)
    .where(eq(contentAutomationSettings.isAutomated, true));
  for (const setting of automated) {
    if (setting.generationTime.slice(0, 5) > time) continue;
    if (!(await claimDailyRun(database.db, setting.contentType, date, now))) continue;
    if (setting.contentType === 'daily_psalm' && (await psalmFor(database.db, date))) {
      // Staff already published today's psalm from the Manual tab: the day is covered, and a
      // second one would only fail on the one-psalm-a-day rule (and be retried, three failures).
      logger.info({ date }, "today's psalm was already published; scheduled generation skipped");
      await finishDailyRun(database.db, setting.contentType, date, 'done', now);
      continue;
    }
    try {
      await generateContent(
        { db: database.db, ...context },
        { contentType: setting.contentType, date, testRun: false },
      );
      await finishDailyRun(database.db, setting.contentType, date, 'done', now);
    } catch (err) {
      logger.error({ err, contentType: setting.contentType, date }, 'scheduled generation failed');
      await finishDailyRun(database.db, setting.contentType, date, 'failed', now);
    }
  }
}

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
    const result = await cleanupOldPsalms(
      { db: database.db, media, bus },
      utcParts(new Date()).date,
    );
    logger.info(result, 'old psalms cleaned up');
  },
});
