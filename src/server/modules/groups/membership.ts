import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import { defaultGroupLimits, groupNotFound, type GroupRole } from '@contracts/groups';
import type { Db } from '@server/db/connection';
import { readSetting } from '@server/db/settings';
import { prayerGroupMembers, prayerGroups } from '@server/db/schema/groups';
import { appError, forbidden } from '@server/http/app-error';

// Who may do what in a group (decision 062), in one place: every route asks here first.

/** 404 for anyone outside the group, staff included: a group's existence is its members' alone. */
export const noSuchGroup = () => appError('not_found', groupNotFound);

/** The caller's role in the group; 404 when they are not in it (or it does not exist). */
export async function roleIn(db: Db, groupId: string, userId: string): Promise<GroupRole> {
  const [row] = await db
    .select({ role: prayerGroupMembers.role })
    .from(prayerGroupMembers)
    .where(and(eq(prayerGroupMembers.groupId, groupId), eq(prayerGroupMembers.userId, userId)));
  if (!row) throw noSuchGroup();
  return row.role;
}

/** Leaders and co-leaders lead: invite, revoke invites, rename, remove members. */
export const leads = (role: GroupRole) => role === 'leader' || role === 'co_leader';

/** 403 unless the role leads the group (the caller is a member: the group is no secret to them). */
export function mustLead(role: GroupRole, message: string) {
  if (!leads(role)) throw forbidden(message);
}

/** The key in system settings under which Admin Settings keep the group limits. */
export const groupLimitsKey = 'groups.limits';

/** How many groups a member may be in and how many members a group may hold. */
export async function groupLimits(db: Db) {
  const stored = (await readSetting(db, groupLimitsKey)) as Partial<typeof defaultGroupLimits>;
  return { ...defaultGroupLimits, ...(stored ?? {}) };
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

/** Serializes a person's joins and creations, so two at once cannot pass the limit together. */
export async function lockMember(tx: Db, userId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`prayer-group-member:${userId}`}))`);
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

/** Locks the group's row for the caller's transaction; 404 when it is gone. */
export async function lockGroup(tx: Db, groupId: string) {
  const [row] = await tx
    .select({ id: prayerGroups.id })
    .from(prayerGroups)
    .where(eq(prayerGroups.id, groupId))
    .for('update');
  if (!row) throw noSuchGroup();
}

/**
 * A person whose account goes leaves every group first, in the erasing transaction, so no group is
 * left without a leader (keepLed) and a group they were alone in goes with them.
 */
export async function leaveEveryGroup(tx: Db, userId: string) {
  const groups = await tx
    .delete(prayerGroupMembers)
    .where(eq(prayerGroupMembers.userId, userId))
    .returning({ groupId: prayerGroupMembers.groupId });
  for (const { groupId } of groups) {
    // A group deleted meanwhile has nothing left to keep led.
    await lockGroup(tx, groupId).catch(() => undefined);
    await keepLed(tx, groupId);
  }
}
