import { z } from 'zod';
import { and, asc, count, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import {
  defaultGroupLimits,
  groupNotFound,
  type GroupRole,
  type GroupSettings,
} from '@contracts/groups';
import type { Db } from '@server/db/connection';
import { readSetting } from '@server/db/settings';
import { prayerGroupInvites, prayerGroupMembers, prayerGroups } from '@server/db/schema/groups';
import { appError, forbidden } from '@server/http/app-error';

// Who may do what in a group (decision 062), in one place: every route asks here first.

/** 404 for anyone outside the group, staff included: a group's existence is its members' alone. */
export const noSuchGroup = () => appError('not_found', groupNotFound);

/** The person's role in the group, or null when they are not in it (or it does not exist). */
export async function roleOrNull(db: Db, groupId: string, userId: string) {
  const [row] = await db
    .select({ role: prayerGroupMembers.role })
    .from(prayerGroupMembers)
    .where(and(eq(prayerGroupMembers.groupId, groupId), eq(prayerGroupMembers.userId, userId)));
  return row?.role ?? null;
}

/** The caller's role in the group; 404 when they are not in it (or it does not exist). */
export async function roleIn(db: Db, groupId: string, userId: string): Promise<GroupRole> {
  const role = await roleOrNull(db, groupId, userId);
  if (!role) throw noSuchGroup();
  return role;
}

/** How a person is named to their group: their name, or "A member" when they gave none. */
export const nameInGroup = (name: string | null | undefined) => name?.trim() || 'A member';

/** Leaders and co-leaders lead: invite, revoke invites, rename, remove members. */
export const leads = (role: GroupRole) => role === 'leader' || role === 'co_leader';

/** 403 unless the role leads the group (the caller is a member: the group is no secret to them). */
export function mustLead(role: GroupRole, message: string) {
  if (!leads(role)) throw forbidden(message);
}

/** The key in system settings under which Admin Settings keep the group rules. */
export const groupLimitsKey = 'groups.limits';

const storedLimits = z.object({
  groupsPerMember: z.number().int().min(1).catch(defaultGroupLimits.groupsPerMember),
  membersPerGroup: z.number().int().min(2).catch(defaultGroupLimits.membersPerGroup),
  creatingIsPremium: z.boolean().catch(false),
});

/**
 * How many groups a member may be in, how many members a group may hold, and whether starting one
 * is premium (Admin Settings; a missing or bad value: the default).
 */
export async function groupLimits(db: Db): Promise<GroupSettings> {
  const stored = await readSetting(db, groupLimitsKey);
  return storedLimits.parse(typeof stored === 'object' && stored !== null ? stored : {});
}

/** Membership rows matching `where` (inside the caller's transaction, after its locks). */
async function membershipsWhere(tx: Db, where: SQL) {
  const [row] = await tx.select({ n: count() }).from(prayerGroupMembers).where(where);
  return row?.n ?? 0;
}

/** How many groups the person is in (after lockMember). */
export const groupsOf = (tx: Db, userId: string) =>
  membershipsWhere(tx, eq(prayerGroupMembers.userId, userId));

/** How many members the group has (after lockGroup). */
export const membersOf = (tx: Db, groupId: string) =>
  membershipsWhere(tx, eq(prayerGroupMembers.groupId, groupId));

/**
 * Serializes everything that adds a person to groups or takes them out of all of them (starting,
 * joining, erasing the account), so two at once cannot pass the limit or leave a group behind.
 */
export async function lockMember(tx: Db, userId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`prayer-group-member:${userId}`}))`);
}

/**
 * Locks the groups' rows for the caller's transaction, in id order (so two transactions locking
 * the same groups cannot wait on each other), and answers the ids of those that still exist.
 */
export async function lockGroups(tx: Db, groupIds: string[]) {
  if (groupIds.length === 0) return [];
  const rows = await tx
    .select({ id: prayerGroups.id })
    .from(prayerGroups)
    .where(inArray(prayerGroups.id, groupIds))
    .orderBy(asc(prayerGroups.id))
    .for('update');
  return rows.map((row) => row.id);
}

/** Locks one group's row for the caller's transaction; 404 when it is gone. */
export async function lockGroup(tx: Db, groupId: string) {
  if ((await lockGroups(tx, [groupId])).length === 0) throw noSuchGroup();
}

/**
 * After someone left (or their account went): a group with no leader gets one, the co-leader who
 * joined first, else the member who joined first; a group left empty is deleted. Runs in the
 * caller's transaction with the group's row locked.
 */
export async function keepLed(tx: Db, groupId: string) {
  const members = await tx
    .select({ userId: prayerGroupMembers.userId, role: prayerGroupMembers.role })
    .from(prayerGroupMembers)
    .where(eq(prayerGroupMembers.groupId, groupId))
    .orderBy(asc(prayerGroupMembers.joinedAt), asc(prayerGroupMembers.userId));
  if (members.length === 0) {
    await tx.delete(prayerGroups).where(eq(prayerGroups.id, groupId));
    return;
  }
  if (members.some((member) => member.role === 'leader')) return;
  const next = members.find((member) => member.role === 'co_leader') ?? members[0]!;
  await tx
    .update(prayerGroupMembers)
    .set({ role: 'leader' })
    .where(
      and(eq(prayerGroupMembers.groupId, groupId), eq(prayerGroupMembers.userId, next.userId)),
    );
}

/**
 * Revokes the invite links someone made in a group, when they stop leading it (made a member,
 * removed, or gone): a link speaks for its maker's leadership, and being made co-leader again
 * later must not bring a link that may have been passed on back to life.
 */
export async function revokeLinksOf(tx: Db, groupId: string, userId: string) {
  await tx
    .update(prayerGroupInvites)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(prayerGroupInvites.groupId, groupId),
        eq(prayerGroupInvites.createdBy, userId),
        isNull(prayerGroupInvites.revokedAt),
      ),
    );
}

/**
 * A person whose account goes leaves every group first, in the erasing transaction, so no group is
 * left without a leader (keepLed) and a group they were alone in goes with them.
 */
export async function leaveEveryGroup(tx: Db, userId: string) {
  await lockMember(tx, userId);
  const memberships = await tx
    .select({ groupId: prayerGroupMembers.groupId })
    .from(prayerGroupMembers)
    .where(eq(prayerGroupMembers.userId, userId));
  const groups = await lockGroups(
    tx,
    memberships.map((row) => row.groupId),
  );
  await tx.delete(prayerGroupMembers).where(eq(prayerGroupMembers.userId, userId));
  for (const groupId of groups) await keepLed(tx, groupId);
}

/** The ids of the groups the person is in (whose news their event streams carry). */
export async function groupIdsOf(db: Db, userId: string): Promise<ReadonlySet<string>> {
  const rows = await db
    .select({ groupId: prayerGroupMembers.groupId })
    .from(prayerGroupMembers)
    .where(eq(prayerGroupMembers.userId, userId));
  return new Set(rows.map((row) => row.groupId));
}
