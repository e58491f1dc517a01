import { eq, sql } from 'drizzle-orm';
import type { TimeZoneSyncResult } from '@contracts/preferences';
import type { Db } from '@server/db/connection';
import { profiles } from '@server/db/schema/profiles';
import { userContentPreferences } from '@server/db/schema/preferences';
import type { Viewer } from '@server/http/env';

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
    const [profile] = await tx
      .select({ timezone: profiles.timezone })
      .from(profiles)
      .where(eq(profiles.userId, viewer.id))
      .for('update');
    const previous = profile?.timezone ?? null;
    if (previous === timeZone) return { timeZone, previous };
    await tx
      .insert(profiles)
      .values({ userId: viewer.id, timezone: timeZone })
      .onConflictDoUpdate({
        target: profiles.userId,
        set: { timezone: timeZone, updatedAt: sql`now()` },
      });
    await tx
      .update(userContentPreferences)
      .set({ timezone: timeZone })
      .where(eq(userContentPreferences.userId, viewer.id));
    return { timeZone, previous };
  });
}
