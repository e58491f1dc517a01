import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import {
  groupInput,
  groupUpdate,
  creatingIsPremium,
  tooManyGroups,
  type Group,
  type GroupInput,
  type GroupMember,
  type GroupNotify,
  type GroupRole,
  type GroupUpdate,
} from '@contracts/groups';
import type { Db } from '@server/db/connection';
import { profiles } from '@server/db/schema/profiles';
import { prayerGroupMembers, prayerGroupRemovals, prayerGroups } from '@server/db/schema/groups';
import { appError, conflict, forbidden } from '@server/http/app-error';
import type { Viewer } from '@server/http/env';
import { isLimited } from '@server/modules/access';
import type { EventBus } from '@server/realtime/bus';
import {
  groupLimits,
  groupsOf,
  keepLed,
  revokeLinksOf,
  lockGroup,
  lockMember,
  mustLead,
  noSuchGroup,
  roleIn,
  roleOrNull,
  nameInGroup,
} from './membership';
import { announceMembershipChanged } from './news';

// Prayer groups (decision 062): creating, reading, renaming and deleting a group, and
// its members. Every rule is here; routes.ts only maps HTTP onto it.

// Written out with the outer table named: drizzle leaves columns unqualified in a one-table select,
// where "id" inside a subquery would mean the subquery's own.
const groupIdOutside = sql.raw('"prayer_groups"."id"');

export const memberCount = sql<number>`(select count(*)::int from prayer_group_members counted
  where counted.group_id = ${groupIdOutside})`;

/** Open reports about the group's posts and their comments (its leaders and staff see the figure). */
export const openReports = sql<number>`(select count(*)::int from community_reports reported
  join community_posts on community_posts.id = reported.post_id
  where reported.status = 'open' and community_posts.group_id = ${groupIdOutside})`;

const groupColumns = {
  id: prayerGroups.id,
  name: prayerGroups.name,
  description: prayerGroups.description,
  photoUrl: prayerGroups.photoUrl,
  createdAt: prayerGroups.createdAt,
  memberCount,
  myRole: prayerGroupMembers.role,
  notify: prayerGroupMembers.notify,
  openReports: sql<number>`case when ${prayerGroupMembers.role} in ('leader', 'co_leader') then ${openReports} else 0 end`,
};

type GroupRow = {
  id: string;
  name: string;
  description: string;
  photoUrl: string | null;
  createdAt: Date;
  memberCount: number;
  myRole: GroupRole;
  notify: GroupNotify;
  openReports: number;
};

const toGroup = (row: GroupRow): Group => ({
  id: row.id,
  name: row.name,
  description: row.description,
  photoUrl: row.photoUrl,
  memberCount: row.memberCount,
  myRole: row.myRole,
  notify: row.notify,
  openReports: Number(row.openReports),
  createdAt: row.createdAt.toISOString(),
});

/** The groups the person is in, newest first. */
export async function listGroups(db: Db, userId: string): Promise<Group[]> {
  const rows = await db
    .select(groupColumns)
    .from(prayerGroupMembers)
    .innerJoin(prayerGroups, eq(prayerGroups.id, prayerGroupMembers.groupId))
    .where(eq(prayerGroupMembers.userId, userId))
    .orderBy(desc(prayerGroups.createdAt), desc(prayerGroups.id));
  return rows.map(toGroup);
}

/** One group as its member sees it; 404 for everyone else. */
export async function getGroup(db: Db, userId: string, groupId: string): Promise<Group> {
  const [row] = await db
    .select(groupColumns)
    .from(prayerGroupMembers)
    .innerJoin(prayerGroups, eq(prayerGroups.id, prayerGroupMembers.groupId))
    .where(and(eq(prayerGroupMembers.groupId, groupId), eq(prayerGroupMembers.userId, userId)));
  if (!row) throw noSuchGroup();
  return toGroup(row);
}

/** Whether the member may start a group: anyone, unless Admin Settings keep it premium. */
export async function mayCreate(db: Db, viewer: Viewer) {
  return !isLimited(viewer) || !(await groupLimits(db)).creatingIsPremium;
}

/**
 * A signed-in member starts a group (premium when Admin Settings say so), within the limit of
 * groups a member may be in.
 */
export async function createGroup(
  db: Db,
  bus: EventBus,
  viewer: Viewer,
  input: GroupInput,
): Promise<Group> {
  const values = groupInput.parse(input);
  const userId = viewer.id;
  const limits = await groupLimits(db);
  if (limits.creatingIsPremium && isLimited(viewer))
    throw appError('premium_required', creatingIsPremium);
  const id = await db.transaction(async (tx) => {
    await lockMember(tx, userId);
    if ((await groupsOf(tx, userId)) >= limits.groupsPerMember)
      throw conflict(tooManyGroups(limits.groupsPerMember));
    const [created] = await tx
      .insert(prayerGroups)
      .values({ ...values, createdBy: userId })
      .returning({ id: prayerGroups.id });
    await tx.insert(prayerGroupMembers).values({ groupId: created!.id, userId, role: 'leader' });
    return created!.id;
  });
  await announceMembershipChanged(bus, id, userId);
  return getGroup(db, userId, id);
}

/** Leaders and co-leaders rename or redescribe the group. */
export async function updateGroup(db: Db, userId: string, groupId: string, input: GroupUpdate) {
  const values = groupUpdate.parse(input);
  mustLead(await roleIn(db, groupId, userId), 'Only the group’s leaders can change it.');
  await db.update(prayerGroups).set(values).where(eq(prayerGroups.id, groupId));
  return getGroup(db, userId, groupId);
}

/**
 * The leader alone deletes the group, and everything in it with it (its wall too). Answers its
 * photo, whose file the caller removes.
 */
export async function deleteGroup(db: Db, bus: EventBus, userId: string, groupId: string) {
  if ((await roleIn(db, groupId, userId)) !== 'leader')
    throw forbidden('Only the group’s leader can delete it.');
  const [deleted] = await db
    .delete(prayerGroups)
    .where(eq(prayerGroups.id, groupId))
    .returning({ photoUrl: prayerGroups.photoUrl });
  await announceMembershipChanged(bus, groupId);
  return deleted?.photoUrl ?? null;
}

/** Who is in the group, leader first, then co-leaders, then members by when they joined. */
export async function listMembers(db: Db, userId: string, groupId: string): Promise<GroupMember[]> {
  await roleIn(db, groupId, userId);
  const rows = await db
    .select({
      userId: prayerGroupMembers.userId,
      name: profiles.fullName,
      role: prayerGroupMembers.role,
      joinedAt: prayerGroupMembers.joinedAt,
    })
    .from(prayerGroupMembers)
    .leftJoin(profiles, eq(profiles.userId, prayerGroupMembers.userId))
    .where(eq(prayerGroupMembers.groupId, groupId))
    .orderBy(
      sql`case ${prayerGroupMembers.role} when 'leader' then 0 when 'co_leader' then 1 else 2 end`,
      asc(prayerGroupMembers.joinedAt),
      asc(prayerGroupMembers.userId),
    );
  return rows.map((row) => ({
    userId: row.userId,
    name: nameInGroup(row.name),
    role: row.role,
    joinedAt: row.joinedAt.toISOString(),
  }));
}

/**
 * Removes someone from the group. Anyone may leave; the leader removes anyone, a co-leader removes
 * members (not the leader or another co-leader). A leader who leaves hands the group on (keepLed).
 * Someone removed by another is kept out: no invite link lets them back in.
 */
export async function removeMember(
  db: Db,
  bus: EventBus,
  userId: string,
  groupId: string,
  memberId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockGroup(tx, groupId);
    // Read with the group locked: a role changed by a request just before counts.
    const mine = await roleIn(tx, groupId, userId);
    if (memberId !== userId) {
      if (mine === 'member') throw forbidden('Only the group’s leaders can remove members.');
      const theirs = await roleOrNull(tx, groupId, memberId);
      if (!theirs) throw notInGroup();
      if (mine === 'co_leader' && theirs !== 'member')
        throw forbidden('Only the group’s leader can remove its leaders.');
      await tx
        .insert(prayerGroupRemovals)
        .values({ groupId, userId: memberId })
        .onConflictDoNothing();
    }
    await tx
      .delete(prayerGroupMembers)
      .where(and(eq(prayerGroupMembers.groupId, groupId), eq(prayerGroupMembers.userId, memberId)));
    await revokeLinksOf(tx, groupId, memberId);
    await keepLed(tx, groupId);
  });
  await announceMembershipChanged(bus, groupId, memberId);
}

const notInGroup = () => conflict('That person is not in this group.');

/** The leader makes a member a co-leader, or a co-leader a member again. */
export async function setMemberRole(
  db: Db,
  userId: string,
  groupId: string,
  memberId: string,
  role: 'co_leader' | 'member',
): Promise<GroupMember> {
  await db.transaction(async (tx) => {
    await lockGroup(tx, groupId);
    if ((await roleIn(tx, groupId, userId)) !== 'leader')
      throw forbidden('Only the group’s leader can make co-leaders.');
    if (memberId === userId) throw conflict('You lead this group; hand it on by leaving it.');
    const changed = await tx
      .update(prayerGroupMembers)
      .set({ role })
      .where(
        and(
          eq(prayerGroupMembers.groupId, groupId),
          eq(prayerGroupMembers.userId, memberId),
          ne(prayerGroupMembers.role, 'leader'),
        ),
      )
      .returning({ userId: prayerGroupMembers.userId });
    if (changed.length === 0) throw notInGroup();
    if (role === 'member') await revokeLinksOf(tx, groupId, memberId);
  });
  const members = await listMembers(db, userId, groupId);
  return members.find((member) => member.userId === memberId)!;
}
