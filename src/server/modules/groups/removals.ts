import { and, desc, eq } from 'drizzle-orm';
import type { GroupRemoval } from '@contracts/groups';
import type { Db } from '@server/db/connection';
import { prayerGroupRemovals } from '@server/db/schema/groups';
import { profiles } from '@server/db/schema/profiles';
import { appError } from '@server/http/app-error';
import { mustLead, roleIn, nameInGroup } from './membership';

// The people a group's leaders removed (decision 062): kept out of the group's invite links until
// a leader takes the removal back.

/** Leaders and co-leaders see whom the group removed, newest first. */
export async function listRemovals(
  db: Db,
  userId: string,
  groupId: string,
): Promise<GroupRemoval[]> {
  mustLead(await roleIn(db, groupId, userId), 'Only the group’s leaders can see who was removed.');
  const rows = await db
    .select({
      userId: prayerGroupRemovals.userId,
      name: profiles.fullName,
      removedAt: prayerGroupRemovals.removedAt,
    })
    .from(prayerGroupRemovals)
    .leftJoin(profiles, eq(profiles.userId, prayerGroupRemovals.userId))
    .where(eq(prayerGroupRemovals.groupId, groupId))
    .orderBy(desc(prayerGroupRemovals.removedAt), desc(prayerGroupRemovals.userId));
  return rows.map((row) => ({
    userId: row.userId,
    name: nameInGroup(row.name),
    removedAt: row.removedAt.toISOString(),
  }));
}

/** Leaders and co-leaders take a removal back: the person may join by a link again. */
export async function takeBackRemoval(db: Db, userId: string, groupId: string, removedId: string) {
  mustLead(await roleIn(db, groupId, userId), 'Only the group’s leaders can take a removal back.');
  const deleted = await db
    .delete(prayerGroupRemovals)
    .where(and(eq(prayerGroupRemovals.groupId, groupId), eq(prayerGroupRemovals.userId, removedId)))
    .returning({ userId: prayerGroupRemovals.userId });
  if (deleted.length === 0)
    throw appError('not_found', 'That person was not removed from this group.');
}
