import { auditActions, type AuditAction } from '@contracts/audit';
import { staffT } from '@web/admin/i18n/admin-staff-t';

const isKnown = (action: string): action is AuditAction =>
  (auditActions as readonly string[]).includes(action);

/**
 * An audit action's name as staff read it ("Content created" for content.create). The column is
 * free text (decision 017): a name without a label (an older or newer action) shows as it is.
 */
export function auditActionLabel(action: string) {
  return isKnown(action) ? staffT(`audit.actions.${action}`) : action;
}
