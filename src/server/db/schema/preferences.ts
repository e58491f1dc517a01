import { boolean, check, pgTable, text, time, unique, uuid } from 'drizzle-orm/pg-core';
import { userContentTypes } from '@contracts/enums';
import { users } from './auth';
import { createdAt, oneOf, updatedAt } from './columns';

/** Per user and content type: whether, when and how daily content is delivered. */
export const userContentPreferences = pgTable(
  'user_content_preferences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentType: text('content_type', { enum: userContentTypes }).notNull(),
    isEnabled: boolean('is_enabled').notNull().default(true),
    /** Local wall-clock time in the row's timezone (HH:MM). */
    deliveryTime: time('delivery_time').notNull().default('09:00'),
    wantsText: boolean('wants_text').notNull().default(true),
    wantsAudio: boolean('wants_audio').notNull().default(false),
    wantsNotification: boolean('wants_notification').notNull().default(true),
    /** IANA zone name the delivery time is read in. */
    timezone: text('timezone').notNull().default('UTC'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('user_content_preferences_user_content_type_key').on(t.userId, t.contentType),
    check('user_content_preferences_content_type_check', oneOf(t.contentType, userContentTypes)),
  ],
);

/** One row per premium user, touched when their delivery preferences change (re-plan deliveries). */
export const premiumContentSchedules = pgTable('premium_content_schedules', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
