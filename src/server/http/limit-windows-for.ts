import type { Database } from '@server/db/connection';
import { memoryLimitWindows, type LimitWindows } from './limit-windows';
import { sharedLimitWindows } from './shared-windows';

/**
 * The rate limits' store for this installation (decision 058): PostgreSQL may be shared by several
 * instances, so its limits are counted there; the embedded database belongs to one process, whose
 * memory counts them exactly and without a query per request.
 */
export function limitWindowsFor(database: Database): LimitWindows {
  return database.kind === 'postgres' ? sharedLimitWindows(database.db) : memoryLimitWindows();
}
