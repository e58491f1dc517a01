import { and, eq, sql } from 'drizzle-orm';
import type { NotificationChannel } from '@contracts/notifications';
import type { Db } from '@server/db/connection';
import { users } from '@server/db/schema/auth';
import { prayerReminderTimes, pushSubscriptions } from '@server/db/schema/notifications';
import { userContentPreferences } from '@server/db/schema/preferences';
import { profiles } from '@server/db/schema/profiles';
import type { MemberSchedule } from './slots';

export type ReachableMember = MemberSchedule & { channel: NotificationChannel };

/**
 * Members who can be reached, with what their reminders depend on. Push when they have a device
 * and push_notifications is on; email when they have no device, chose email_updates and confirmed
 * their address (001 §9, decision 020). Everyone else gets nothing, so is not loaded.
 */
export async function reachableMembers(db: Db): Promise<ReachableMember[]> {
  const devices = sql<number>`(select count(*)::int from ${pushSubscriptions} where ${pushSubscriptions.userId} = ${profiles.userId})`;
  const rows = await db
    .select({
      userId: profiles.userId,
      timeZone: profiles.timezone,
      dailyReminders: profiles.dailyReminders,
      scriptureDaily: profiles.scriptureDaily,
      pushNotifications: profiles.pushNotifications,
      emailUpdates: profiles.emailUpdates,
      emailVerified: users.emailVerified,
      devices,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(
      sql`(${profiles.pushNotifications} and ${devices} > 0) or (${profiles.emailUpdates} and ${users.emailVerified} and ${devices} = 0)`,
    );
  if (rows.length === 0) return [];
  const preferences = await db
    .select({
      userId: userContentPreferences.userId,
      contentType: userContentPreferences.contentType,
      deliveryTime: userContentPreferences.deliveryTime,
      timezone: userContentPreferences.timezone,
    })
    .from(userContentPreferences)
    .where(
      and(
        eq(userContentPreferences.isEnabled, true),
        eq(userContentPreferences.wantsNotification, true),
      ),
    );
  const chosen = await chosenReminderTimes(db);
  const byUser = new Map<string, MemberSchedule['contentDeliveries']>();
  for (const { userId, ...delivery } of preferences)
    byUser.set(userId, [...(byUser.get(userId) ?? []), delivery]);
  return rows.map((row) => ({
    userId: row.userId,
    timeZone: row.timeZone,
    dailyReminders: row.dailyReminders,
    customReminders: chosen.get(row.userId) ?? [],
    scriptureDaily: row.scriptureDaily,
    contentDeliveries: byUser.get(row.userId) ?? [],
    channel: row.devices > 0 ? 'push' : 'email',
  }));
}

/** Every member's own reminder times as "HH:MM" (the column reads "HH:MM:SS"). */
async function chosenReminderTimes(db: Db) {
  const rows = await db
    .select({ userId: prayerReminderTimes.userId, localTime: prayerReminderTimes.localTime })
    .from(prayerReminderTimes);
  const byUser = new Map<string, string[]>();
  for (const { userId, localTime } of rows)
    byUser.set(userId, [...(byUser.get(userId) ?? []), localTime.slice(0, 5)]);
  return byUser;
}
