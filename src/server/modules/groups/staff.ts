import { desc } from 'drizzle-orm';
import type { StaffGroup } from '@contracts/groups';
import type { Db } from '@server/db/connection';
import { prayerGroups } from '@server/db/schema/groups';
import { memberCount, openReports } from './service';

// What staff see of prayer groups (decision 063): that they exist, how big, how old and how
// reported. Never their posts: those reach staff only through a report, in the moderation queue.

/** The groups most reported first, then newest first (at most 500: a list to act from). */
export async function staffGroups(db: Db): Promise<StaffGroup[]> {
  const rows = await db
    .select({
      id: prayerGroups.id,
      name: prayerGroups.name,
      createdAt: prayerGroups.createdAt,
      memberCount,
      openReports,
    })
    .from(prayerGroups)
    .orderBy(desc(openReports), desc(prayerGroups.createdAt), desc(prayerGroups.id))
    .limit(500);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    memberCount: Number(row.memberCount),
    openReports: Number(row.openReports),
    createdAt: row.createdAt.toISOString(),
  }));
}
