import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * Who did what to which target, with the before and after values (decision 017). The actor and the
 * target are snapshots (ids, email, label) without foreign keys: a row outlives the account that
 * wrote it and the record it describes. Written only through modules/audit (recordAudit).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The staff member's user id; null for the system or the command line. */
    actorId: uuid('actor_id'),
    actorEmail: text('actor_email'),
    /** e.g. role.grant, content.delete (src/contracts/audit.ts lists the known ones). */
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    targetLabel: text('target_label'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_at_id_idx').on(t.createdAt.desc(), t.id.desc()),
    index('audit_log_action_created_at_idx').on(t.action, t.createdAt.desc()),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
    index('audit_log_actor_id_created_at_idx').on(t.actorId, t.createdAt.desc()),
  ],
);
