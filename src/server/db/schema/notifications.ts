import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  time,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  notificationChannels,
  notificationDeliveryStatuses,
  notificationKinds,
  reminderTimePattern,
  type NotificationKind,
} from '@contracts/notifications';
import { users } from './auth';
import { createdAt, oneOf, timestampTz, updatedAt } from './columns';

/** Web-push subscriptions (one per browser endpoint). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('push_subscriptions_user_id_idx').on(t.userId)],
);

/**
 * The delivery ledger: one row per person, kind and local date. Inserting the row claims the send
 * (the unique key makes "exactly once" a database fact across instances and DST repeats); the row
 * then carries the send's progress and retries (docs/decisions/020).
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A fixed kind, or prayer_at_HH:MM for a reminder at a time the member chose. */
    kind: text('kind').$type<NotificationKind>().notNull(),
    /** The local calendar date of the slot in the zone it was timed in. */
    localDate: date('local_date', { mode: 'string' }).notNull(),
    channel: text('channel', { enum: notificationChannels }).notNull(),
    /** The instant the slot came due. */
    dueAt: timestampTz('due_at').notNull(),
    status: text('status', { enum: notificationDeliveryStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When a worker may take the row next (a retry's backoff, or a lease while one sends it). */
    nextAttemptAt: timestampTz('next_attempt_at').notNull().defaultNow(),
    sentAt: timestampTz('sent_at'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('notification_deliveries_user_kind_date_key').on(t.userId, t.kind, t.localDate),
    check(
      'notification_deliveries_kind_check',
      sql`${oneOf(t.kind, notificationKinds)} or ${t.kind} ~ ${sql.raw(`'^prayer_at_${reminderTimePattern.slice(1)}'`)}`,
    ),
    check('notification_deliveries_channel_check', oneOf(t.channel, notificationChannels)),
    check('notification_deliveries_status_check', oneOf(t.status, notificationDeliveryStatuses)),
    index('notification_deliveries_pending_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * Prayer reminders at times the member chose, beside (or instead of) the four fixed ones: a local
 * wall-clock time on a quarter hour, read in the profile's zone like the fixed ones.
 */
export const prayerReminderTimes = pgTable(
  'prayer_reminder_times',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    localTime: time('local_time').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('prayer_reminder_times_user_time_key').on(t.userId, t.localTime),
    check(
      'prayer_reminder_times_quarter_hour_check',
      sql`extract(minute from ${t.localTime})::int % 15 = 0 and extract(second from ${t.localTime}) = 0`,
    ),
  ],
);
