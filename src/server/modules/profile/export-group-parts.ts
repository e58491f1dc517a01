import { asc, eq } from 'drizzle-orm';
import { prayerGroupAlerts } from '@server/db/schema/group-alerts';
import {
  prayerGroupInvites,
  prayerGroupMembers,
  prayerGroupRemovals,
  prayerGroups,
} from '@server/db/schema/groups';
import type { ExportDeps, ExportPart } from './export-part';

/**
 * The prayer groups the member is in (at most the limit of groups per member: one read), with
 * their place in each, and the invite links they made (when, until when; never the link itself,
 * which is not kept).
 */
export function groupParts({ db }: ExportDeps): ExportPart[] {
  return [
    {
      name: 'groups',
      about:
        'The prayer groups you are in: each group’s name and description, your place in it, when you joined and what you chose to hear of it.',
      tables: ['prayer_group_members', 'prayer_groups'],
      rows: async function* (member) {
        yield* await db
          .select({
            groupId: prayerGroups.id,
            name: prayerGroups.name,
            description: prayerGroups.description,
            role: prayerGroupMembers.role,
            joinedAt: prayerGroupMembers.joinedAt,
            notify: prayerGroupMembers.notify,
          })
          .from(prayerGroupMembers)
          .innerJoin(prayerGroups, eq(prayerGroups.id, prayerGroupMembers.groupId))
          .where(eq(prayerGroupMembers.userId, member.id))
          .orderBy(asc(prayerGroupMembers.joinedAt));
      },
    },
    {
      name: 'groupInvites',
      about: 'The invite links you made for your groups: when, until when, and whether revoked.',
      tables: ['prayer_group_invites'],
      rows: async function* (member) {
        yield* await db
          .select({
            groupId: prayerGroupInvites.groupId,
            createdAt: prayerGroupInvites.createdAt,
            expiresAt: prayerGroupInvites.expiresAt,
            revokedAt: prayerGroupInvites.revokedAt,
          })
          .from(prayerGroupInvites)
          .where(eq(prayerGroupInvites.createdBy, member.id))
          .orderBy(asc(prayerGroupInvites.createdAt));
      },
    },
    {
      name: 'groupRemovals',
      about: 'The groups whose leaders removed you, and when (their links do not let you back in).',
      tables: ['prayer_group_removals'],
      rows: async function* (member) {
        yield* await db
          .select({
            groupId: prayerGroupRemovals.groupId,
            removedAt: prayerGroupRemovals.removedAt,
          })
          .from(prayerGroupRemovals)
          .where(eq(prayerGroupRemovals.userId, member.id))
          .orderBy(asc(prayerGroupRemovals.removedAt));
      },
    },
    {
      name: 'groupNotices',
      about:
        'The notices you were sent about your groups’ prayer requests: which group and request, when, and whether you read them.',
      tables: ['prayer_group_alerts'],
      rows: async function* (member) {
        yield* await db
          .select({
            groupId: prayerGroupAlerts.groupId,
            kind: prayerGroupAlerts.kind,
            postId: prayerGroupAlerts.postId,
            requests: prayerGroupAlerts.requests,
            createdAt: prayerGroupAlerts.createdAt,
            sentAt: prayerGroupAlerts.sentAt,
            readAt: prayerGroupAlerts.readAt,
          })
          .from(prayerGroupAlerts)
          .where(eq(prayerGroupAlerts.userId, member.id))
          .orderBy(asc(prayerGroupAlerts.createdAt));
      },
    },
  ];
}
