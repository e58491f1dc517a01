import { eq } from 'drizzle-orm';
import type { TimeZoneSyncResult } from '@contracts/preferences';
import type { Db } from '@server/db/connection';
import { userContentPreferences } from '@server/db/schema/preferences';
import type { Viewer } from '@server/http/env';
import { storeTimeZone } from '@server/modules/profile/service';

/**
 * 001 §7 timezone sync: the device's zone is compared with the one last stored on the profile; when
 * it differs (first sign-in, or the person travelled) it is stored, and every content preference
 * moves to it so deliveries keep their local time. A zone chosen in the psalm settings stays until
 * the device's zone changes again (decision 132).
 */
export async function syncTimeZone(
  db: Db,
  viewer: Viewer,
  timeZone: string,
): Promise<TimeZoneSyncResult> {
  return db.transaction(async (tx) => {
    const { previous, changed } = await storeTimeZone(tx, viewer.id, timeZone);
    if (!changed) return { timeZone, previous };
    await tx
      .update(userContentPreferences)
      .set({ timezone: timeZone })
      .where(eq(userContentPreferences.userId, viewer.id));
    return { timeZone, previous };
  });
}
