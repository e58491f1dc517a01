import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  groupFull,
  inviteDays,
  inviteExpired,
  inviteNotValid,
  removedFromGroup,
  tooManyGroups,
  type ActiveInvite,
  type Group,
  type GroupInvite,
} from '@contracts/groups';
import type { Db } from '@server/db/connection';
import { profiles } from '@server/db/schema/profiles';
import {
  prayerGroupInvites,
  prayerGroupMembers,
  prayerGroupRemovals,
} from '@server/db/schema/groups';
import { appError, conflict, forbidden } from '@server/http/app-error';
import type { EventBus } from '@server/realtime/bus';
import {
  groupLimits,
  groupsOf,
  lockGroups,
  lockMember,
  membersOf,
  mustLead,
  roleIn,
  roleOrNull,
  nameInGroup,
} from './membership';
import { announceMembershipChanged } from './news';
import { getGroup } from './service';

// Invite links (decision 062): the only way into a group. A link is usable by many people for 14
// days unless a leader revokes it; only the token's SHA-256 is stored, so the link is shown once.

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A link speaks for the leader who made it, and only while they lead: a co-leader removed or made
 * a plain member (or whose account is gone) leaves no way in behind them.
 */
const makerStillLeads = sql<boolean>`exists (select 1 from ${prayerGroupMembers} where ${prayerGroupMembers.groupId} = ${prayerGroupInvites.groupId} and ${prayerGroupMembers.userId} = ${prayerGroupInvites.createdBy} and ${prayerGroupMembers.role} in ('leader', 'co_leader'))`;

/** Leaders and co-leaders make a link; its URL is answered once, with its expiry. */
export async function createInvite(
  db: Db,
  userId: string,
  groupId: string,
  publicUrl: string,
  now = new Date(),
): Promise<GroupInvite> {
  mustLead(await roleIn(db, groupId, userId), 'Only the group’s leaders can invite.');
  const token = randomBytes(24).toString('base64url');
  const expiresAt = new Date(now.getTime() + inviteDays * 86_400_000);
  const [invite] = await db
    .insert(prayerGroupInvites)
    .values({ groupId, tokenHash: hashOf(token), createdBy: userId, expiresAt })
    .returning({ id: prayerGroupInvites.id });
  return {
    id: invite!.id,
    url: `${publicUrl.replace(/\/$/, '')}/groups/join/${token}`,
    expiresAt: expiresAt.toISOString(),
  };
}

/** The links still letting people in, newest first, for leaders to see and revoke. */
export async function listInvites(
  db: Db,
  userId: string,
  groupId: string,
  now = new Date(),
): Promise<ActiveInvite[]> {
  mustLead(await roleIn(db, groupId, userId), 'Only the group’s leaders can see its invites.');
  const rows = await db
    .select({
      id: prayerGroupInvites.id,
      madeBy: profiles.fullName,
      madeById: prayerGroupInvites.createdBy,
      createdAt: prayerGroupInvites.createdAt,
      expiresAt: prayerGroupInvites.expiresAt,
    })
    .from(prayerGroupInvites)
    .leftJoin(profiles, eq(profiles.userId, prayerGroupInvites.createdBy))
    .where(
      and(
        eq(prayerGroupInvites.groupId, groupId),
        isNull(prayerGroupInvites.revokedAt),
        gt(prayerGroupInvites.expiresAt, now),
        makerStillLeads,
      ),
    )
    .orderBy(desc(prayerGroupInvites.createdAt), desc(prayerGroupInvites.id));
  return rows.map((row) => ({
    id: row.id,
    madeBy: row.madeById ? nameInGroup(row.madeBy) : null,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  }));
}

/** Leaders and co-leaders revoke a link: nobody joins by it again. */
export async function revokeInvite(db: Db, userId: string, groupId: string, inviteId: string) {
  mustLead(await roleIn(db, groupId, userId), 'Only the group’s leaders can revoke invites.');
  const revoked = await db
    .update(prayerGroupInvites)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(prayerGroupInvites.id, inviteId),
        eq(prayerGroupInvites.groupId, groupId),
        isNull(prayerGroupInvites.revokedAt),
      ),
    )
    .returning({ id: prayerGroupInvites.id });
  if (revoked.length === 0) throw appError('not_found', 'That invite was not found.');
}

/**
 * Joins the group a valid link opens, within both limits (the member's groups, the group's
 * members). Joining a group one is already in answers it as it is.
 */
export async function joinGroup(
  db: Db,
  bus: EventBus,
  userId: string,
  token: string,
  now = new Date(),
): Promise<Group> {
  const [invite] = await db
    .select({
      groupId: prayerGroupInvites.groupId,
      expiresAt: prayerGroupInvites.expiresAt,
      revokedAt: prayerGroupInvites.revokedAt,
      makerLeads: makerStillLeads,
    })
    .from(prayerGroupInvites)
    .where(eq(prayerGroupInvites.tokenHash, hashOf(token)));
  if (!invite || invite.revokedAt || !invite.makerLeads)
    throw appError('not_found', inviteNotValid);
  if (invite.expiresAt <= now) throw appError('not_found', inviteExpired);
  const limits = await groupLimits(db);
  await db.transaction(async (tx) => {
    await lockMember(tx, userId);
    // A group deleted since the link was made: the link is no longer valid.
    if ((await lockGroups(tx, [invite.groupId])).length === 0)
      throw appError('not_found', inviteNotValid);
    if (await roleOrNull(tx, invite.groupId, userId)) return;
    const [removed] = await tx
      .select({ at: prayerGroupRemovals.removedAt })
      .from(prayerGroupRemovals)
      .where(
        and(
          eq(prayerGroupRemovals.groupId, invite.groupId),
          eq(prayerGroupRemovals.userId, userId),
        ),
      );
    if (removed) throw forbidden(removedFromGroup);
    if ((await groupsOf(tx, userId)) >= limits.groupsPerMember)
      throw conflict(tooManyGroups(limits.groupsPerMember));
    if ((await membersOf(tx, invite.groupId)) >= limits.membersPerGroup)
      throw conflict(groupFull(limits.membersPerGroup));
    await tx.insert(prayerGroupMembers).values({ groupId: invite.groupId, userId });
  });
  await announceMembershipChanged(bus, invite.groupId, userId);
  return getGroup(db, userId, invite.groupId);
}
