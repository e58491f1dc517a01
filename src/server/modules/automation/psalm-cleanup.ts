import { recordAudit, type AuditActor } from '@server/modules/audit/service';
import { utcDate, type ContentWriteDeps } from '../content';
import { deleteExpiredPsalms } from '../psalms/service';
import { withRunLog } from './run-log';

/**
 * Deletes daily psalms dated more than 30 days ago with their audio files. Whether the 02:00 job or
 * the Admins tab button runs it, it is logged in the automation log (action cleanup): automation
 * keeps the log of every run, psalms only says which psalms have expired.
 */
export function cleanupOldPsalms(deps: ContentWriteDeps, today = utcDate()) {
  return withRunLog(
    deps.db,
    { contentType: 'daily_psalm', action: 'cleanup', testRun: false },
    () => deleteExpiredPsalms(deps, today),
  );
}

/** The Admins tab's button: the same cleanup, run now and audited as the staff member's action. */
export async function cleanupOldPsalmsAs(deps: ContentWriteDeps, actor: AuditActor) {
  const result = await cleanupOldPsalms(deps);
  await recordAudit(deps.db, {
    actor,
    action: 'psalm.cleanup',
    targetType: 'content',
    after: { deleted: result.deleted },
  });
  return result;
}
