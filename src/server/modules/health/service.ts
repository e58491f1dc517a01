import { eq } from 'drizzle-orm';
import type { Health } from '@contracts/health';
import type { Database } from '@server/db/connection';
import { systemSettings } from '@server/db/schema/system';
import { heartbeatKey } from '@server/jobs/heartbeat';

/** Reads the job heartbeat; a database that does not answer makes the server unavailable. */
export async function checkHealth(database: Database): Promise<Health> {
  try {
    const [row] = await database.db
      .select({ value: systemSettings.value })
      .from(systemSettings)
      .where(eq(systemSettings.key, heartbeatKey))
      .limit(1);
    const at = (row?.value as { at?: string } | undefined)?.at ?? null;
    return { status: 'ok', database: database.kind, jobsHeartbeat: at };
  } catch {
    return { status: 'unavailable', database: database.kind, jobsHeartbeat: null };
  }
}
