import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { groupAlertKinds, groupAlertStatuses } from '@contracts/groups';
import { createdAt, oneOf, timestampTz } from './columns';
import { communityPosts } from './community';
import { users } from './auth';
import { prayerGroups } from './groups';

// Apart from groups.ts: a notice points at a community post, and community posts at groups.

/**
 * What a member hears of a group (decision 063): one row per new prayer request for those who chose
 * every request, one per local day for those who chose a daily summary. The row is the in-app
 * notice (read_at) and the ledger of its push, due at once or when the member's quiet hours end.
 */
export const prayerGroupAlerts = pgTable(
  'prayer_group_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => prayerGroups.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: groupAlertKinds }).notNull(),
    /** The request it is about (kind request); null for a daily summary. */
    postId: uuid('post_id').references(() => communityPosts.id, {
      onDelete: 'cascade',
    }),
    /** How many requests a daily summary counts (1 for a single request). */
    requests: integer('requests').notNull().default(1),
    /** The member's local date the alert belongs to (a daily summary's day). */
    localDate: date('local_date', { mode: 'string' }).notNull(),
    /** When its push may go: now, or the end of the member's quiet hours. */
    dueAt: timestampTz('due_at').notNull(),
    status: text('status', { enum: groupAlertStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestampTz('next_attempt_at').notNull().defaultNow(),
    sentAt: timestampTz('sent_at'),
    readAt: timestampTz('read_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('prayer_group_alerts_kind_check', oneOf(t.kind, groupAlertKinds)),
    check('prayer_group_alerts_status_check', oneOf(t.status, groupAlertStatuses)),
    uniqueIndex('prayer_group_alerts_user_post_key')
      .on(t.userId, t.postId)
      .where(sql`${t.postId} is not null`),
    uniqueIndex('prayer_group_alerts_daily_key')
      .on(t.userId, t.groupId, t.localDate)
      .where(sql`${t.kind} = 'daily'`),
    index('prayer_group_alerts_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    index('prayer_group_alerts_pending_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);
