import { eq } from 'drizzle-orm';
import { userContentTypes, type UserContentType } from '@contracts/enums';
import type { ContentPreference, ContentPreferenceUpdate } from '@contracts/preferences';
import type { Db } from '@server/db/connection';
import { premiumContentSchedules, userContentPreferences } from '@server/db/schema/preferences';
import type { Viewer } from '@server/http/env';

const defaults = (contentType: UserContentType, timezone: string): ContentPreference => ({
  contentType,
  isEnabled: true,
  deliveryTime: '09:00',
  wantsText: true,
  wantsAudio: false,
  wantsNotification: true,
  timezone,
});

/** One preference per content type, ordered by type; types never saved show their defaults. */
export async function listPreferences(db: Db, viewer: Viewer): Promise<ContentPreference[]> {
  const rows = await db
    .select()
    .from(userContentPreferences)
    .where(eq(userContentPreferences.userId, viewer.id));
  const byType = new Map(rows.map((row) => [row.contentType, row]));
  return [...userContentTypes].sort().map((type) => {
    const row = byType.get(type);
    if (!row) return defaults(type, viewer.timezone ?? 'UTC');
    return {
      contentType: type,
      isEnabled: row.isEnabled,
      deliveryTime: row.deliveryTime.slice(0, 5),
      wantsText: row.wantsText,
      wantsAudio: row.wantsAudio,
      wantsNotification: row.wantsNotification,
      timezone: row.timezone,
    };
  });
}

/** Saves one content type's preference (creating it on first save); premium schedules are re-planned. */
export async function savePreference(
  db: Db,
  viewer: Viewer,
  contentType: UserContentType,
  update: ContentPreferenceUpdate,
) {
  const current = (await listPreferences(db, viewer)).find((p) => p.contentType === contentType)!;
  const next = { ...current, ...update };
  const insert = db.insert(userContentPreferences).values({ userId: viewer.id, ...next });
  // An empty update ({}) saves the preference as it is: there is nothing to set on a saved row
  // (an empty SET was a 500).
  await (Object.keys(update).length === 0
    ? insert.onConflictDoNothing()
    : insert.onConflictDoUpdate({
        target: [userContentPreferences.userId, userContentPreferences.contentType],
        set: { ...update },
      }));
  if (viewer.isPremium) {
    await db
      .insert(premiumContentSchedules)
      .values({ userId: viewer.id })
      .onConflictDoUpdate({
        target: premiumContentSchedules.userId,
        set: { updatedAt: new Date() },
      });
  }
  const [saved] = (await listPreferences(db, viewer)).filter((p) => p.contentType === contentType);
  return saved!;
}
