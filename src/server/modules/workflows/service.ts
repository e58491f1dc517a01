import { and, count, countDistinct, desc, eq, ilike, inArray, isNotNull, sql } from 'drizzle-orm';
import {
  frequencyDaysProblem,
  workflowInput,
  workflowUpdate,
  type Workflow,
  type WorkflowInput,
  type WorkflowListItem,
  type WorkflowListQuery,
  type WorkflowStats,
  type WorkflowUpdate,
} from '@contracts/workflows';
import type { Db } from '@server/db/connection';
import { content } from '@server/db/schema/content';
import { workflowSessions, workflows } from '@server/db/schema/workflows';
import { notFound, validationFailed } from '@server/http/app-error';
import type { Viewer } from '@server/http/env';
import { afterCursor, containsPattern, cursorKey, toPage } from '@server/http/pagination';
import { todayFor } from '@server/lib/today';
import { changedFields, recordAudit, type AuditActor } from '@server/modules/audit/service';
import { isVisibleOn, utcDate } from '../content';
import { weekOf, weeklyProgress } from './week';

// Workflows are offered to everyone: members see and start the active ones, staff with the
// `workflows` permission see all and alone create, change and delete them.

export const columns = {
  id: workflows.id,
  title: workflows.title,
  description: workflows.description,
  workflowType: workflows.workflowType,
  category: workflows.category,
  isActive: workflows.isActive,
  frequencyDays: workflows.frequencyDays,
  reminderTime: workflows.reminderTime,
  reminderEnabled: workflows.reminderEnabled,
  durationMinutes: workflows.durationMinutes,
  stepPauseSeconds: workflows.stepPauseSeconds,
  contentItems: workflows.contentItems,
  createdAt: workflows.createdAt,
  updatedAt: workflows.updatedAt,
  cursorKey: cursorKey(workflows.createdAt),
};

/** What an audit row keeps of a workflow (the staff-set fields). */
const { id: _id, createdAt: _c, updatedAt: _u, cursorKey: _k, ...auditedColumns } = columns;

type Row = Omit<Workflow, 'createdAt' | 'updatedAt'> & {
  createdAt: Date;
  updatedAt: Date;
  cursorKey: string;
};

export const toWorkflow = ({ cursorKey: _, ...row }: Row): Workflow => ({
  ...row,
  // PostgreSQL answers a time as HH:MM:SS; the form and the spec speak of HH:MM.
  reminderTime: row.reminderTime.slice(0, 5),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const missing = () => notFound('That workflow');

/**
 * Content items must exist and be open to members now (decision 009): a workflow offered to
 * everyone cannot lead to a draft. One message for the field, naming the first item at fault.
 */
async function checkContentItems(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return;
  const rows = await db
    .select({
      id: content.id,
      title: content.title,
      isPublished: content.isPublished,
      scheduledFor: content.scheduledFor,
      isDailyPsalm: content.isDailyPsalm,
      psalmDate: content.psalmDate,
    })
    .from(content)
    .where(inArray(content.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const today = utcDate();
  for (const id of ids) {
    const row = byId.get(id);
    if (!row)
      throw validationFailed({ contentItems: 'A chosen content item does not exist any more' });
    if (!row.isPublished)
      throw validationFailed({
        contentItems: `"${row.title}" is a draft; choose published content`,
      });
    if (!isVisibleOn(row, today))
      throw validationFailed({
        contentItems: `"${row.title}" is not released yet; choose published content`,
      });
  }
}

async function weekCompletions(db: Db, viewer: Viewer, ids: string[], today: string) {
  if (ids.length === 0) return new Map<string, number>();
  const week = weekOf(today);
  const rows = await db
    .select({
      workflowId: workflowSessions.workflowId,
      days: countDistinct(workflowSessions.sessionDate),
    })
    .from(workflowSessions)
    .where(
      and(
        eq(workflowSessions.userId, viewer.id),
        inArray(workflowSessions.workflowId, ids),
        isNotNull(workflowSessions.completedAt),
        sql`${workflowSessions.sessionDate} between ${week.start} and ${week.end}`,
      ),
    )
    .groupBy(workflowSessions.workflowId);
  return new Map(rows.map((row) => [row.workflowId, Number(row.days)]));
}

export async function listWorkflows(
  db: Db,
  viewer: Viewer,
  query: WorkflowListQuery & { limit: number },
) {
  const pattern = query.q ? containsPattern(query.q) : undefined;
  const rows = (await db
    .select(columns)
    .from(workflows)
    .where(
      and(
        query.status ? eq(workflows.isActive, query.status === 'active') : undefined,
        query.category ? eq(workflows.category, query.category) : undefined,
        query.type ? eq(workflows.workflowType, query.type) : undefined,
        pattern ? ilike(workflows.title, pattern) : undefined,
        afterCursor(query.cursor, workflows.createdAt, workflows.id),
      ),
    )
    .orderBy(desc(workflows.createdAt), desc(workflows.id))
    .limit(query.limit + 1)) as Row[];
  const { today } = todayFor({ timeZone: query.timeZone, storedTimeZone: viewer.timezone });
  const done = await weekCompletions(
    db,
    viewer,
    rows.map((row) => row.id),
    today,
  );
  return toPage(
    rows.map((row): WorkflowListItem & { cursorKey: string } => ({
      ...toWorkflow(row),
      progress: weeklyProgress(row.workflowType, row.frequencyDays, done.get(row.id) ?? 0),
      cursorKey: row.cursorKey,
    })),
    query.limit,
  );
}

/** One workflow (paused ones too: members see them Paused, and a start answers 409), or 404. */
export async function getWorkflow(db: Db, viewer: Viewer, id: string): Promise<Workflow> {
  const [row] = await db.select(columns).from(workflows).where(eq(workflows.id, id)).limit(1);
  if (!row) throw missing();
  return toWorkflow(row as Row);
}

export async function createWorkflow(db: Db, viewer: Viewer, input: WorkflowInput) {
  const values = workflowInput.parse(input);
  await checkContentItems(db, values.contentItems);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(workflows)
      .values({ ...values, description: values.description || null, userId: viewer.id })
      .returning({ id: workflows.id });
    await recordAudit(tx, {
      actor: viewer,
      action: 'workflow.create',
      targetType: 'workflow',
      targetId: row!.id,
      targetLabel: values.title,
      after: values,
    });
    return row!.id;
  });
  return getWorkflow(db, viewer, id);
}

export async function updateWorkflow(db: Db, viewer: Viewer, id: string, input: WorkflowUpdate) {
  const update = workflowUpdate.parse(input);
  const [current] = await db
    .select({ workflowType: workflows.workflowType, frequencyDays: workflows.frequencyDays })
    .from(workflows)
    .where(eq(workflows.id, id));
  if (!current) throw missing();
  const type = update.workflowType ?? current.workflowType;
  // Changing the type clears the chosen days (000 §5) unless the change names its own.
  let days = update.frequencyDays;
  if (days === undefined && update.workflowType && update.workflowType !== current.workflowType)
    days = [];
  const problem = frequencyDaysProblem(type, days ?? current.frequencyDays);
  if (problem) throw validationFailed({ frequencyDays: problem });
  if (update.contentItems) await checkContentItems(db, update.contentItems);
  const { description, ...rest } = update;
  const changes = {
    ...rest,
    ...(description !== undefined ? { description: description || null } : {}),
    ...(days !== undefined ? { frequencyDays: days } : {}),
  };
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select(auditedColumns)
      .from(workflows)
      .where(eq(workflows.id, id))
      .for('update');
    if (!before) throw missing();
    await tx.update(workflows).set(changes).where(eq(workflows.id, id));
    // A pause or a resume is an update of isActive.
    await recordAudit(tx, {
      actor: viewer,
      action: 'workflow.update',
      targetType: 'workflow',
      targetId: id,
      targetLabel: changes.title ?? before.title,
      // PostgreSQL answers a time as HH:MM:SS; the form sends HH:MM.
      ...changedFields({ ...before, reminderTime: before.reminderTime.slice(0, 5) }, changes),
    });
  });
  return getWorkflow(db, viewer, id);
}

/** Deleting a workflow deletes its sessions with it (the foreign key cascades). */
export async function deleteWorkflow(db: Db, id: string, actor: AuditActor = null) {
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(workflows)
      .where(eq(workflows.id, id))
      .returning(auditedColumns);
    if (!deleted) throw missing();
    await recordAudit(tx, {
      actor,
      action: 'workflow.delete',
      targetType: 'workflow',
      targetId: id,
      targetLabel: deleted.title,
      before: deleted,
    });
  });
}

/** The four figures of the workflows page and what they are made of (decision 014). */
export async function workflowStats(
  db: Db,
  viewer: Viewer,
  timeZone?: string,
  now = new Date(),
): Promise<WorkflowStats> {
  const { today } = todayFor({ timeZone, storedTimeZone: viewer.timezone }, now);
  const week = weekOf(today);
  const [offered] = await db
    .select({
      total: count(),
      active: sql<number>`count(*) filter (where ${workflows.isActive})`,
      categories: countDistinct(workflows.category),
    })
    .from(workflows);
  const [sessions] = await db
    .select({
      started: count(),
      completed: sql<number>`count(*) filter (where ${workflowSessions.completedAt} is not null)`,
    })
    .from(workflowSessions)
    .where(eq(workflowSessions.userId, viewer.id));
  const started = Number(sessions?.started ?? 0);
  const completed = Number(sessions?.completed ?? 0);
  return {
    totalWorkflows: Number(offered?.total ?? 0),
    activeWorkflows: Number(offered?.active ?? 0),
    completionRate: started === 0 ? 0 : Math.round((100 * completed) / started),
    startedSessions: started,
    completedSessions: completed,
    categories: Number(offered?.categories ?? 0),
    today,
    weekStart: week.start,
    weekEnd: week.end,
  };
}
