import { auditLog } from '@server/db/schema/audit';
import { automationDrafts } from '@server/db/schema/automation';
import { content } from '@server/db/schema/content';
import { workflows } from '@server/db/schema/workflows';
import { tablePart, type ExportDeps, type ExportPart } from './export-part';
import { absolute } from './export-rows';

/** What the member made and did as staff. */
export function staffParts({ db, publicUrl }: ExportDeps): ExportPart[] {
  const simple = tablePart(db);
  return [
    simple(
      'contentCreated',
      'Library content and psalms you created as staff, with their generated audio (audioUrl).',
      content,
      content.createdBy,
      [],
      (row) => ({ ...row, audioUrl: absolute(publicUrl, row.audioUrl) }),
    ),
    simple(
      'workflowsCreated',
      'Guided workflows you created as staff.',
      workflows,
      workflows.userId,
    ),
    simple(
      'aiDraftsRequested',
      'AI Auto drafts you had written again as staff (the draft rows; their text is in the library content).',
      automationDrafts,
      automationDrafts.createdBy,
    ),
    simple(
      'aiDraftsReviewed',
      'AI Auto drafts you approved or rejected as staff.',
      automationDrafts,
      automationDrafts.reviewedBy,
    ),
    simple(
      'staffActions',
      'What you did as staff, from the audit log.',
      auditLog,
      auditLog.actorId,
    ),
  ];
}
