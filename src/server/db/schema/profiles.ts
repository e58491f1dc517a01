import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { denominations, languages, prayerFocuses, themes } from '@contracts/enums';
import { adminRoles } from '@contracts/roles';
import { users } from './auth';
import { createdAt, oneOf, updatedAt } from './columns';

/** One profile per user: display name, staff role and app preferences. */
export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    fullName: text('full_name'),
    /** null for ordinary users; "is admin" means not null. */
    adminRole: text('admin_role', { enum: adminRoles }),
    denomination: text('denomination', { enum: denominations }),
    prayerFocus: text('prayer_focus', { enum: prayerFocuses }),
    dailyReminders: boolean('daily_reminders').notNull().default(true),
    pushNotifications: boolean('push_notifications').notNull().default(true),
    scriptureDaily: boolean('scripture_daily').notNull().default(true),
    emailUpdates: boolean('email_updates').notNull().default(false),
    avatarUrl: text('avatar_url'),
    /** IANA zone name (e.g. Europe/London); null until the client first reports it. */
    timezone: text('timezone'),
    language: text('language', { enum: languages }).notNull().default('en'),
    theme: text('theme', { enum: themes }).notNull().default('system'),
    audioAutoplay: boolean('audio_autoplay').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('profiles_admin_role_check', oneOf(t.adminRole, adminRoles)),
    check('profiles_denomination_check', oneOf(t.denomination, denominations)),
    check('profiles_prayer_focus_check', oneOf(t.prayerFocus, prayerFocuses)),
    check('profiles_language_check', oneOf(t.language, languages)),
    check('profiles_theme_check', oneOf(t.theme, themes)),
    index('profiles_admin_role_idx')
      .on(t.adminRole)
      .where(sql`${t.adminRole} is not null`),
    index('profiles_created_at_idx').on(t.createdAt.desc().nullsFirst()),
    // Admin Settings → User Records: name prefix search, newest-first keyset pages (decision 041).
    index('profiles_full_name_lower_prefix_idx').using(
      'btree',
      sql`lower(${t.fullName}) text_pattern_ops`,
    ),
    index('profiles_created_at_id_idx').on(t.createdAt.desc(), t.id.desc()),
  ],
);
