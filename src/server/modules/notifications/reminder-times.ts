import { asc, eq, sql } from 'drizzle-orm';
import type { ReminderTimes } from '@contracts/notifications';
import type { Db } from '@server/db/connection';
import { prayerReminderTimes } from '@server/db/schema/notifications';
import type { Viewer } from '@server/http/env';

// The prayer reminder times a member chose. The list is replaced whole: the settings page sends
// what it shows, so an add or a remove is one request and the cap is checked on the full list.

/** The viewer's own reminder times, earliest first ("HH:MM"). */
export async function reminderTimesOf(db: Db, viewer: Viewer): Promise<ReminderTimes> {
  const rows = await db
    .select({ localTime: prayerReminderTimes.localTime })
    .from(prayerReminderTimes)
    .where(eq(prayerReminderTimes.userId, viewer.id))
    .orderBy(asc(prayerReminderTimes.localTime));
  return { times: rows.map((row) => row.localTime.slice(0, 5)) };
}

/**
 * Stores the viewer's list (already validated: quarter hours, at most the cap, no repeats). Two
 * saves at once are taken one after the other, so the stored list is always one of them whole.
 */
export async function replaceReminderTimes(db: Db, viewer: Viewer, times: string[]) {
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext('psalmlight.reminder_times'), hashtext(${viewer.id}))`,
    );
    await tx.delete(prayerReminderTimes).where(eq(prayerReminderTimes.userId, viewer.id));
    if (times.length > 0)
      await tx
        .insert(prayerReminderTimes)
        .values(times.map((localTime) => ({ userId: viewer.id, localTime })));
  });
  return reminderTimesOf(db, viewer);
}
