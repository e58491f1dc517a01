import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { groupNotifyChoices, groupRoles } from '@contracts/groups';
import { users } from './auth';
import { createdAt, oneOf, timestampTz, updatedAt } from './columns';

/** Prayer groups (decision 062): private circles, seen by their members alone. */
export const prayerGroups = pgTable('prayer_groups', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  /** The group's picture (media folder group-photos), chosen by its leaders; null: initials. */
  photoUrl: text('photo_url'),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A person's row about a group, both going with either (members, removals). */
const personInGroup = () => ({
  groupId: uuid('group_id')
    .notNull()
    .references(() => prayerGroups.id, { onDelete: 'cascade' }),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
});

/** Who is in a group and their place in it: one leader, co-leaders, members. */
export const prayerGroupMembers = pgTable(
  'prayer_group_members',
  {
    ...personInGroup(),
    role: text('role', { enum: groupRoles }).notNull().default('member'),
    joinedAt: timestampTz('joined_at').notNull().defaultNow(),
    /** What this member hears of the group's new prayer requests (decision 063). */
    notify: text('notify', { enum: groupNotifyChoices }).notNull().default('every'),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.userId] }),
    check('prayer_group_members_role_check', oneOf(t.role, groupRoles)),
    check('prayer_group_members_notify_check', oneOf(t.notify, groupNotifyChoices)),
    index('prayer_group_members_user_id_idx').on(t.userId),
    // One leader per group, whatever two requests at once decide.
    uniqueIndex('prayer_group_members_one_leader_key')
      .on(t.groupId)
      .where(sql`${t.role} = 'leader'`),
  ],
);

/** People a leader removed: no invite link lets them back in (decision 062). */
export const prayerGroupRemovals = pgTable(
  'prayer_group_removals',
  {
    ...personInGroup(),
    removedAt: timestampTz('removed_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.userId] }),
    index('prayer_group_removals_user_id_idx').on(t.userId),
  ],
);

/**
 * Invite links: usable by many until they expire or a leader revokes them. Only the token's
 * SHA-256 is kept, so the table holds no usable link.
 */
export const prayerGroupInvites = pgTable(
  'prayer_group_invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => prayerGroups.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestampTz('expires_at').notNull(),
    revokedAt: timestampTz('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('prayer_group_invites_token_hash_key').on(t.tokenHash),
    index('prayer_group_invites_group_id_idx').on(t.groupId),
  ],
);
