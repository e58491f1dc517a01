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
