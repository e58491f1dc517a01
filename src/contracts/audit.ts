import { z } from 'zod';
import { pageQuery } from './pagination';

/**
 * The sensitive actions the audit log records (decision 017). A module that adds one lists it here
 * so the Audit Log filter offers it; the column itself is free text, so adding one needs no
 * migration.
 */
export const auditActions = [
  'role.grant',
  'role.change',
  'role.revoke',
  'content.create',
  'content.update',
  'content.delete',
  'content.import',
  'content.seed',
  'content.recording_add',
  'content.recording_remove',
  'psalm.publish',
  'psalm.cleanup',
  'category.create',
  'category.update',
  'category.delete',
  'workflow.create',
  'workflow.update',
  'workflow.delete',
  'automation_setting.update',
  'automation.test_run',
  'automation_draft.approve',
  'automation_draft.edit',
  'automation_draft.regenerate',
  'automation_draft.reject',
  'access_setting.update',
  'widget_setting.update',
  'group_setting.update',
  'widget.force_refresh',
  'subscription.cancel',
  'subscription.grant',
  'moderation.action',
  'account.delete',
] as const;
export type AuditAction = (typeof auditActions)[number];

export const auditEntry = z.object({
  id: z.string(),
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  targetLabel: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

/** Filters of the Audit Log sub-tab: exact action and target type, actor email or target text. */
export const auditQuery = pageQuery.extend({
  action: z.string().trim().max(100).optional(),
  targetType: z.string().trim().max(100).optional(),
  targetId: z.string().trim().max(200).optional(),
  q: z.string().trim().max(200).optional(),
});
export type AuditQuery = z.infer<typeof auditQuery>;
