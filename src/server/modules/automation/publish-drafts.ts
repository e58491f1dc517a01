import { and, eq, inArray, lte } from 'drizzle-orm';
import { openDraftStatuses } from '@contracts/enums';
import { automationDrafts, contentAutomationSettings } from '@server/db/schema/automation';
import { appError } from '@server/http/app-error';
import { isPgError, pgCodes } from '@server/lib/pg-error';
import type { Logger } from '@server/logger';
import { publishHeldContent, type ContentWriteDeps } from '../content';
import { moveDraft } from './drafts';
import { withRunLog } from './run-log';

type DueDraft = {
  id: string;
  contentType: typeof automationDrafts.$inferSelect.contentType;
  contentId: string | null;
};

/**
 * Publishes a draft's content, logged (action `publish`, or `publish_unreviewed` when nobody
 * reviewed it). The draft is claimed first, so a staff approval and the minute tick (or two
 * instances) publish it once. Its day may already have a psalm staff published by hand: then the
 * draft is skipped and the run logged as failed with that reason.
 */
export async function publishDraft(
  deps: ContentWriteDeps,
  draft: DueDraft,
  from: 'held' | 'approved',
  action: 'publish' | 'publish_unreviewed',
) {
  if (!(await moveDraft(deps.db, draft.id, [from], { status: 'published' }))) return false;
  await withRunLog(
    deps.db,
    { contentType: draft.contentType, action, testRun: false },
    async () => {
      try {
        const row = draft.contentId ? await publishHeldContent(deps, draft.contentId) : null;
        if (!row) throw appError('not_found', "The draft's content was deleted.");
        return { contentId: row.id };
      } catch (error) {
        await moveDraft(deps.db, draft.id, ['published'], { status: 'skipped' });
        if (isPgError(error, pgCodes.uniqueViolation))
          throw appError('conflict', 'A daily psalm was already published for that day.');
        throw error;
      }
    },
  );
  return true;
}

/** A held draft nobody reviewed, under "Skip the day": nothing publishes; the skip is logged. */
async function skipDraft(deps: ContentWriteDeps, draft: DueDraft) {
  if (!(await moveDraft(deps.db, draft.id, ['held'], { status: 'skipped' }))) return;
  await withRunLog(
    deps.db,
    { contentType: draft.contentType, action: 'skip_unreviewed', testRun: false },
    async () => ({ contentId: draft.contentId }),
  );
}

/**
 * Checked every minute with the schedule: each open draft whose publish time has come publishes
 * when approved; one still held follows its type's setting, publish anyway or skip the day.
 */
export async function publishDueDrafts(deps: ContentWriteDeps & { logger: Logger }, now: Date) {
  const due = await deps.db
    .select({
      id: automationDrafts.id,
      contentType: automationDrafts.contentType,
      contentId: automationDrafts.contentId,
      status: automationDrafts.status,
      outcome: contentAutomationSettings.unreviewedOutcome,
    })
    .from(automationDrafts)
    .innerJoin(
      contentAutomationSettings,
      eq(contentAutomationSettings.contentType, automationDrafts.contentType),
    )
    .where(
      and(
        inArray(automationDrafts.status, [...openDraftStatuses]),
        lte(automationDrafts.publishAt, now),
        // A test run's draft waits for staff: approved, it published at once.
        eq(automationDrafts.testRun, false),
      ),
    );
  for (const draft of due) {
    try {
      if (draft.status === 'approved') await publishDraft(deps, draft, 'approved', 'publish');
      else if (draft.outcome === 'publish')
        await publishDraft(deps, draft, 'held', 'publish_unreviewed');
      else await skipDraft(deps, draft);
    } catch (err) {
      deps.logger.error({ err, draftId: draft.id }, 'publishing a held draft failed');
    }
  }
}
