import { and, eq } from 'drizzle-orm';
import type { Db } from '@server/db/connection';
import { contentAutomationSettings } from '@server/db/schema/automation';
import { content } from '@server/db/schema/content';
import type { Logger } from '@server/logger';
import type { PsalmDeps } from '../psalms/service';
import { claimDailyRun, finishDailyRun } from './daily-claim';
import { generateContent } from './generator';

/** UTC date and HH:MM of an instant: generation times are UTC. */
const utcParts = (now: Date) => ({
  date: now.toISOString().slice(0, 10),
  time: now.toISOString().slice(11, 16),
});

/**
 * Whether a daily psalm is published for `date`, whether or not members may open it yet: the date
 * is taken under the one-published-psalm-a-day rule, so the scheduler has nothing to add.
 */
async function psalmPublishedOn(db: Db, date: string) {
  const [row] = await db
    .select({ id: content.id })
    .from(content)
    .where(
      and(
        eq(content.isDailyPsalm, true),
        eq(content.isPublished, true),
        eq(content.psalmDate, date),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * The scheduling rule, checked every minute: each automated type whose generation time (UTC) has
 * come today and that has not run yet is generated, by exactly one instance (claimDailyRun).
 * Failures are logged and retried; a day whose psalm staff already published is done.
 */
export async function runDueGenerations(deps: PsalmDeps & { logger: Logger }, now = new Date()) {
  const { db, logger } = deps;
  const { date, time } = utcParts(now);
  const automated = await db
    .select()
    .from(contentAutomationSettings)
    .where(eq(contentAutomationSettings.isAutomated, true));
  for (const setting of automated) {
    if (setting.generationTime.slice(0, 5) > time) continue;
    if (!(await claimDailyRun(db, setting.contentType, date, now))) continue;
    if (setting.contentType === 'daily_psalm' && (await psalmPublishedOn(db, date))) {
      // Staff already published today's psalm from the Manual tab: the day is covered, and a
      // second one would only fail on the one-psalm-a-day rule (and be retried, three failures).
      logger.info({ date }, "today's psalm was already published; scheduled generation skipped");
      await finishDailyRun(db, setting.contentType, date, 'done', now);
      continue;
    }
    try {
      await generateContent(deps, { contentType: setting.contentType, date, testRun: false });
      await finishDailyRun(db, setting.contentType, date, 'done', now);
    } catch (err) {
      logger.error({ err, contentType: setting.contentType, date }, 'scheduled generation failed');
      await finishDailyRun(db, setting.contentType, date, 'failed', now);
    }
  }
}
