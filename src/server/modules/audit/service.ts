import { and, eq, ilike, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { AuditAction, AuditEntry, AuditQuery } from '@contracts/audit';
import type { Db } from '@server/db/connection';
import { auditLog } from '@server/db/schema/audit';
import { afterCursor, containsPattern, cursorKey, toPage } from '@server/http/pagination';

export { changedFields } from './changes';

/** Who acted: a signed-in staff member (the viewer fits), or null for the system / the CLI. */
export type AuditActor = { id: string; email: string } | null;

export type AuditRecord = {
  actor: AuditActor;
  action: AuditAction | (string & {});
  targetType: string;
  targetId?: string | null;
  targetLabel?: string | null;
  before?: unknown;
  after?: unknown;
};

/**
 * Writes one audit row. Pass the transaction that makes the change, so the row exists exactly when
 * the change does. Ids and labels are copied (no foreign keys): the row outlives its target.
 */
export async function recordAudit(db: Db, entry: AuditRecord) {
  await db.insert(auditLog).values({
    actorId: entry.actor?.id ?? null,
    actorEmail: entry.actor?.email ?? null,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId ?? null,
    targetLabel: entry.targetLabel ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/**
 * Clears the labels (a post's title, a comment's words) of the rows about these records; the rows
 * and their ids stay. For a member's words that are going: their post or comment deleted, their
 * account erased (decision 047).
 */
export async function forgetAuditLabels(db: Db, targetType: string, ids: readonly string[]) {
  // In slices: a prolific member's thousands of posts stay within a statement's parameters.
  for (let start = 0; start < ids.length; start += 1000) {
    await db
      .update(auditLog)
      .set({ targetLabel: null })
      .where(
        and(
          eq(auditLog.targetType, targetType),
          inArray(auditLog.targetId, ids.slice(start, start + 1000)),
          isNotNull(auditLog.targetLabel),
        ),
      );
  }
}

/**
 * Account erasure (decision 047): the rows stay (who did what, when, to which id) but nothing in
 * them names the erased person any more. Each row whose target is the member (`user`) or one of
 * the records they wrote (`targets`: their community posts and comments, whose titles or words the
 * label copied) loses its label, and each row they wrote as staff loses its actor email; ids stay.
 * Run in the erasure's transaction, before the records go (their ids are read from them).
 */
export async function redactErasedMember(
  db: Db,
  memberId: string,
  targets: { type: string; ids: readonly string[] }[] = [],
) {
  for (const { type, ids } of [{ type: 'user', ids: [memberId] }, ...targets])
    await forgetAuditLabels(db, type, ids);
  await db.update(auditLog).set({ actorEmail: null }).where(eq(auditLog.actorId, memberId));
}

const columns = {
  id: auditLog.id,
  actorId: auditLog.actorId,
  actorEmail: auditLog.actorEmail,
  action: auditLog.action,
  targetType: auditLog.targetType,
  targetId: auditLog.targetId,
  targetLabel: auditLog.targetLabel,
  before: auditLog.before,
  after: auditLog.after,
  createdAt: auditLog.createdAt,
  cursorKey: cursorKey(auditLog.createdAt),
};

/** Newest first, filtered, one page (limit) at a time. */
export async function listAudit(db: Db, query: AuditQuery & { limit: number }) {
  const pattern = query.q ? containsPattern(query.q) : undefined;
  const rows = await db
    .select(columns)
    .from(auditLog)
    .where(
      and(
        afterCursor(query.cursor, auditLog.createdAt, auditLog.id),
        query.action ? eq(auditLog.action, query.action) : undefined,
        query.targetType ? eq(auditLog.targetType, query.targetType) : undefined,
        query.targetId ? eq(auditLog.targetId, query.targetId) : undefined,
        pattern
          ? or(ilike(auditLog.actorEmail, pattern), ilike(auditLog.targetLabel, pattern))
          : undefined,
      ),
    )
    // NULLS LAST as in the index audit_log_created_at_id_idx (a bare DESC would not use it).
    .orderBy(sql`${auditLog.createdAt} desc nulls last`, sql`${auditLog.id} desc nulls last`)
    .limit(query.limit + 1);
  return toPage(
    rows.map((row): AuditEntry & { cursorKey: string } => ({
      ...row,
      before: row.before ?? null,
      after: row.after ?? null,
      createdAt: row.createdAt.toISOString(),
    })),
    query.limit,
  );
}
