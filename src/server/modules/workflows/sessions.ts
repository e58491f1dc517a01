import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  completeSessionInput,
  sessionProgressInput,
  type CompleteSessionInput,
  type SessionProgressInput,
  type SessionStep,
  type StartedSession,
  type WorkflowSession,
  type WorkflowSessionDetail,
} from '@contracts/workflows';
import { seededCategoryTexts, seededItemTexts } from '@contracts/seeder';
import type { Db } from '@server/db/connection';
import { categories, content } from '@server/db/schema/content';
import { workflowSessions, workflows } from '@server/db/schema/workflows';
import { conflict, notFound, validationFailed } from '@server/http/app-error';
import type { Viewer } from '@server/http/env';
import { todayFor } from '@server/lib/today';
import { contentTypeOf, isLimited, rulesFor, withhold } from '../access';
import { openingOf, previewOf, seededTextsLanguage, visibilityFor } from '../content';
import { asHeard, narrationsHeardIn } from '@server/modules/content/service';
import { apiText } from '@server/lib/i18n/texts';

// A member's sessions: every query is scoped to the member, so another person's session is
// indistinguishable from one that does not exist (404). One open session per member, workflow and
// local day is held by the database (the partial unique index workflow_sessions_open_session_key).

const sessionColumns = {
  id: workflowSessions.id,
  workflowId: workflowSessions.workflowId,
  sessionDate: workflowSessions.sessionDate,
  startedAt: workflowSessions.startedAt,
  completedAt: workflowSessions.completedAt,
  completionPercentage: workflowSessions.completionPercentage,
  notes: workflowSessions.notes,
  durationMinutes: workflowSessions.durationMinutes,
};

type SessionRow = Omit<WorkflowSession, 'startedAt' | 'completedAt'> & {
  startedAt: Date;
  completedAt: Date | null;
};

const toSession = (row: SessionRow): WorkflowSession => ({
  ...row,
  startedAt: row.startedAt.toISOString(),
  completedAt: row.completedAt?.toISOString() ?? null,
});

const missing = () => notFound('That workflow session');
const alreadyCompleted = () => conflict('This session is already completed.');
const mine = (viewer: Viewer, id: string) =>
  and(eq(workflowSessions.id, id), eq(workflowSessions.userId, viewer.id));

/**
 * Starts a session of an active workflow on the member's local day, or answers the open one of that
 * day. Concurrent starts all meet the unique index: one insert wins, the others do nothing and read
 * the winner's row.
 */
export async function startSession(
  db: Db,
  viewer: Viewer,
  workflowId: string,
  timeZone?: string,
): Promise<StartedSession> {
  const [workflow] = await db
    .select({ isActive: workflows.isActive })
    .from(workflows)
    .where(eq(workflows.id, workflowId));
  if (!workflow) throw notFound('That workflow');
  if (!workflow.isActive) throw conflict('This workflow is paused and cannot be started.');
  const { today } = todayFor({ timeZone, storedTimeZone: viewer.timezone });
  // A row that wins the insert, or the open one; retried if the open one completes in between.
  for (let attempt = 0; attempt < 3; attempt++) {
    const [created] = await db
      .insert(workflowSessions)
      .values({ userId: viewer.id, workflowId, sessionDate: today })
      .onConflictDoNothing({
        target: [
          workflowSessions.userId,
          workflowSessions.workflowId,
          workflowSessions.sessionDate,
        ],
        where: sql.raw('completed_at is null'),
      })
      .returning(sessionColumns);
    if (created) return { ...toSession(created as SessionRow), reused: false };
    const [open] = await db
      .select(sessionColumns)
      .from(workflowSessions)
      .where(
        and(
          eq(workflowSessions.userId, viewer.id),
          eq(workflowSessions.workflowId, workflowId),
          eq(workflowSessions.sessionDate, today),
          isNull(workflowSessions.completedAt),
        ),
      );
    if (open) return { ...toSession(open as SessionRow), reused: true };
  }
  throw conflict('The session changed while starting it. Please try again.');
}

/**
 * The workflow's content items the viewer may open, in the workflow's order (missing ones skipped),
 * less what the Access rules keep from a free member (audio; the words of premium-only types), as
 * the content routes withhold it. A step is not an open (nothing is counted): a free member reads
 * each text as its preview, and the whole of it by opening the item (docs/decisions/033).
 */
async function stepsOf(db: Db, viewer: Viewer, ids: readonly string[]): Promise<SessionStep[]> {
  if (ids.length === 0) return [];
  const preview = isLimited(viewer);
  const [rows, rules] = await Promise.all([
    stepRows(db, viewer, ids, preview),
    rulesFor(db, viewer),
  ]);
  const language = seededTextsLanguage(viewer);
  // A starter item's step plays the narration of the viewer's language (decision 073).
  const heard = await narrationsHeardIn(db, rows, language);
  const byId = new Map(rows.map((row) => [row.id, asHeard(row, heard)]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const { isDailyPsalm, contentType, ...stored } = row;
    // A starter item's step reads in the viewer's language, as it does in the library (052, 152).
    const texts = seededItemTexts(stored, language);
    const whole = {
      ...texts,
      category: texts.category && seededCategoryTexts({ name: texts.category }, language).name,
    };
    const step = preview
      ? { ...whole, description: previewOf(whole.description), text: previewOf(whole.text) }
      : whole;
    const shaped = withhold(step, rules, contentTypeOf({ contentType, isDailyPsalm }), ['text']);
    const truncated = shaped.description !== whole.description || shaped.text !== whole.text;
    return [{ ...shaped, truncated }];
  });
}

function stepRows(db: Db, viewer: Viewer, ids: readonly string[], preview: boolean) {
  return db
    .select({
      id: content.id,
      title: content.title,
      // A limited viewer's steps: only each text's opening leaves the database.
      description: preview ? openingOf(content.description) : content.description,
      text: preview ? openingOf(content.generatedPsalm) : content.generatedPsalm,
      audioUrl: content.audioUrl,
      durationMinutes: content.durationMinutes,
      category: categories.name,
      isDailyPsalm: content.isDailyPsalm,
      contentType: content.contentType,
    })
    .from(content)
    .leftJoin(categories, eq(categories.id, content.categoryId))
    .where(and(inArray(content.id, [...ids]), visibilityFor(viewer)));
}

const stepsDoneOf = (percentage: number, steps: number) => Math.round((percentage * steps) / 100);

export async function getSession(
  db: Db,
  viewer: Viewer,
  id: string,
): Promise<WorkflowSessionDetail> {
  const [row] = await db
    .select({
      ...sessionColumns,
      workflow: {
        id: workflows.id,
        title: workflows.title,
        description: workflows.description,
        category: workflows.category,
        workflowType: workflows.workflowType,
        durationMinutes: workflows.durationMinutes,
        stepPauseSeconds: workflows.stepPauseSeconds,
        isActive: workflows.isActive,
      },
      contentItems: workflows.contentItems,
    })
    .from(workflowSessions)
    .innerJoin(workflows, eq(workflows.id, workflowSessions.workflowId))
    .where(mine(viewer, id));
  if (!row) throw missing();
  const { workflow, contentItems, ...session } = row;
  const steps = await stepsOf(db, viewer, contentItems);
  return {
    ...toSession(session as SessionRow),
    workflow,
    steps,
    stepsDone: stepsDoneOf(session.completionPercentage, steps.length),
  };
}

/** Records the steps done; the percentage follows them and never goes back. */
export async function recordProgress(
  db: Db,
  viewer: Viewer,
  id: string,
  input: SessionProgressInput,
) {
  const { stepsDone } = sessionProgressInput.parse(input);
  const session = await getSession(db, viewer, id);
  if (session.completedAt) throw alreadyCompleted();
  const total = session.steps.length;
  if (stepsDone > total)
    throw validationFailed({
      stepsDone: apiText('workflows.steps', { total }),
    });
  const percentage = total === 0 ? 0 : Math.round((100 * stepsDone) / total);
  const updated = await db
    .update(workflowSessions)
    .set({
      completionPercentage: sql`greatest(${workflowSessions.completionPercentage}, ${percentage})`,
    })
    .where(and(mine(viewer, id), isNull(workflowSessions.completedAt)))
    .returning({ id: workflowSessions.id });
  if (updated.length === 0) throw alreadyCompleted();
  return getSession(db, viewer, id);
}

/** Completes an open session: 100 %, completed_at, minutes since it started, optional notes. */
export async function completeSession(
  db: Db,
  viewer: Viewer,
  id: string,
  input: CompleteSessionInput,
) {
  const { notes } = completeSessionInput.parse(input);
  const updated = await db
    .update(workflowSessions)
    .set({
      completedAt: sql`now()`,
      completionPercentage: 100,
      notes: notes || null,
      durationMinutes: sql`greatest(0, round(extract(epoch from (now() - ${workflowSessions.startedAt})) / 60))::integer`,
    })
    .where(and(mine(viewer, id), isNull(workflowSessions.completedAt)))
    .returning({ id: workflowSessions.id });
  if (updated.length === 0) {
    const [exists] = await db
      .select({ id: workflowSessions.id })
      .from(workflowSessions)
      .where(mine(viewer, id));
    throw exists ? alreadyCompleted() : missing();
  }
  return getSession(db, viewer, id);
}
