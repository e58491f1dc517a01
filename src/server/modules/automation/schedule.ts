import { eq } from 'drizzle-orm';
import { contentAutomationSettings } from '@server/db/schema/automation';
import type { Logger } from '@server/logger';
import type { PsalmDeps } from '../psalms/service';
import { claimDailyRun, finishDailyRun } from './daily-claim';
import { languagesHeld, publishInstant } from './drafts';
import { generateContent, type Hold } from './generator';
import { psalmLanguagesDue } from './psalm-languages';
import { publishDueDrafts } from './publish-drafts';

/** UTC date and HH:MM of an instant: generation times are UTC. */
const utcParts = (now: Date) => ({
  date: now.toISOString().slice(0, 10),
  time: now.toISOString().slice(11, 16),
});

/**
 * The scheduling rule, checked every minute: each automated type whose generation time (UTC) has
 * come today and that has not run yet is generated, by exactly one instance (claimDailyRun).
 * The daily psalm is written in every language members use, English always (psalm-languages.ts),
 * one psalm and one log row each; a language whose psalm staff already published is skipped, and a
 * failed language makes the run failed, so the retry writes the languages still missing.
 * A type set to "Hold for review" saves its run as a draft that publishes at the type's publish
 * time (decision 053); the same tick then publishes (or skips) the drafts whose time has come.
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
    const hold: Hold | undefined =
      setting.reviewMode === 'hold'
        ? { publishAt: publishInstant(date, setting.publishTime), createdBy: null }
        : undefined;
    if (setting.contentType === 'daily_psalm') {
      await generatePsalms(deps, date, now, hold);
      continue;
    }
    try {
      await generateContent(deps, { contentType: setting.contentType, date, testRun: false, hold });
      await finishDailyRun(db, setting.contentType, date, 'done', now);
    } catch (err) {
      logger.error({ err, contentType: setting.contentType, date }, 'scheduled generation failed');
      await finishDailyRun(db, setting.contentType, date, 'failed', now);
    }
  }
  await publishDueDrafts(deps, now);
}

/**
 * Today's psalm in each language that still lacks one. Staff may have published some (or all) from
 * the Manual tab: those are covered, and a second one would only fail on the one-psalm-a-day rule.
 */
async function generatePsalms(
  deps: PsalmDeps & { logger: Logger },
  date: string,
  now: Date,
  hold: Hold | undefined,
) {
  const { db, logger } = deps;
  // A retry after a failed language skips the languages already held for review.
  const held = hold ? await languagesHeld(db, 'daily_psalm', date) : new Set();
  const due = (await psalmLanguagesDue(db, date)).filter((language) => !held.has(language));
  if (due.length === 0) {
    logger.info({ date }, "today's psalm was already published; scheduled generation skipped");
    await finishDailyRun(db, 'daily_psalm', date, 'done', now);
    return;
  }
  let failed = false;
  for (const language of due) {
    try {
      await generateContent(deps, {
        contentType: 'daily_psalm',
        date,
        testRun: false,
        language,
        hold,
      });
    } catch (err) {
      logger.error(
        { err, contentType: 'daily_psalm', date, language },
        'scheduled generation failed',
      );
      failed = true;
    }
  }
  await finishDailyRun(db, 'daily_psalm', date, failed ? 'failed' : 'done', now);
}
