import { and, asc, count, eq, inArray, or } from 'drizzle-orm';
import type { AutomationDraft } from '@contracts/automation';
import { openDraftStatuses, type Language } from '@contracts/enums';
import type { Db } from '@server/db/connection';
import { users } from '@server/db/schema/auth';
import { automationDrafts } from '@server/db/schema/automation';
import { content } from '@server/db/schema/content';
import { conflict, notFound } from '@server/http/app-error';

// The review queue's reads (decision 053): open drafts with the words and audio of their content,
// the schedule's and test runs'.

/** When a draft generated for `date` publishes: that UTC day at the type's publish time. */
export const publishInstant = (date: string, publishTime: string) =>
  new Date(`${date}T${publishTime.slice(0, 5)}:00Z`);

const creators = {
  id: users.id,
  name: users.name,
  email: users.email,
};

function draftsWith(db: Db) {
  return db
    .select({ draft: automationDrafts, item: content, creator: creators })
    .from(automationDrafts)
    .innerJoin(content, eq(content.id, automationDrafts.contentId))
    .leftJoin(users, eq(users.id, automationDrafts.createdBy))
    .$dynamic();
}

type Joined = Awaited<ReturnType<ReturnType<typeof draftsWith>['execute']>>[number];

const toDraft = ({ draft, item, creator }: Joined): AutomationDraft => ({
  id: draft.id,
  contentType: draft.contentType,
  contentId: item.id,
  forDate: draft.forDate,
  language: draft.language,
  status: draft.status,
  title: item.title,
  // A psalm's words, else the body (older drafts kept theirs in the description).
  text: (item.generatedPsalm ?? item.body ?? item.description ?? '').trim(),
  audioUrl: item.audioUrl,
  publishAt: draft.publishAt.toISOString(),
  createdAt: draft.createdAt.toISOString(),
  createdBy: creator?.id ? creator : null,
  writtenBy: draft.writtenBy,
  testRun: draft.testRun,
});

/**
 * Held or approved, and not a test run's whose item staff already published from the Content tab
 * (nothing is left to decide: rejecting it would delete what members read).
 */
const stillOpen = () =>
  and(
    inArray(automationDrafts.status, [...openDraftStatuses]),
    or(eq(automationDrafts.testRun, false), eq(content.isPublished, false)),
  );

/** The queue: drafts still held or approved and waiting for their time, soonest first. */
export async function openDrafts(db: Db): Promise<AutomationDraft[]> {
  const rows = await draftsWith(db)
    .where(stillOpen())
    .orderBy(asc(automationDrafts.publishAt), asc(automationDrafts.contentType));
  return rows.map(toDraft);
}

/** One draft with its content; 404 when it (or its content) is gone. */
export async function draftById(db: Db, id: string): Promise<AutomationDraft> {
  const [row] = await draftsWith(db).where(eq(automationDrafts.id, id));
  if (!row) throw notFound('That draft');
  return toDraft(row);
}

/**
 * One draft still open for review; 409 once it was published, rejected, skipped or replaced, or its
 * test run's item was published by hand.
 */
export async function openDraftById(db: Db, id: string) {
  const [row] = await draftsWith(db).where(and(eq(automationDrafts.id, id), stillOpen()));
  if (row) return toDraft(row);
  await draftById(db, id);
  throw conflict('This draft was already dealt with.');
}

/** Moves a draft on from the status it was seen in; false when someone else moved it first. */
export async function moveDraft(
  db: Db,
  id: string,
  from: readonly AutomationDraft['status'][],
  values: Partial<typeof automationDrafts.$inferInsert>,
) {
  const rows = await db
    .update(automationDrafts)
    .set(values)
    .where(and(eq(automationDrafts.id, id), inArray(automationDrafts.status, [...from])))
    .returning({ id: automationDrafts.id });
  return rows.length > 0;
}

/**
 * The languages that already have an open draft of the schedule's of a type for a day (a retry
 * skips them); a test run's draft is not the day's.
 */
export async function languagesHeld(
  db: Db,
  contentType: AutomationDraft['contentType'],
  forDate: string,
) {
  const rows = await db
    .select({ language: automationDrafts.language })
    .from(automationDrafts)
    .where(
      and(
        eq(automationDrafts.contentType, contentType),
        eq(automationDrafts.forDate, forDate),
        inArray(automationDrafts.status, [...openDraftStatuses]),
        eq(automationDrafts.testRun, false),
      ),
    );
  return new Set(rows.map((row) => row.language));
}

/**
 * How many drafts were written of a type for a day and language (English when not said), by the
 * schedule or by test runs, whatever became of them: the next one is a retry with that number.
 */
export async function draftsMade(
  db: Db,
  of: Pick<AutomationDraft, 'contentType' | 'forDate' | 'testRun'> & { language?: Language },
) {
  const [row] = await db
    .select({ made: count() })
    .from(automationDrafts)
    .where(
      and(
        eq(automationDrafts.contentType, of.contentType),
        eq(automationDrafts.forDate, of.forDate),
        eq(automationDrafts.language, of.language ?? 'en'),
        eq(automationDrafts.testRun, of.testRun),
      ),
    );
  return row?.made ?? 0;
}
