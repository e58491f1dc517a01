import { accounts, sessions, users } from '@server/db/schema/auth';
import { userSubscriptions } from '@server/db/schema/billing';
import { premiumContentSchedules, userContentPreferences } from '@server/db/schema/preferences';
import { profiles } from '@server/db/schema/profiles';
import { tablePart, type ExportDeps, type ExportPart } from './export-part';
import { absolute, columnsOf, owned } from './export-rows';

/** The member's account, profile, delivery preferences and subscription. */
export function accountParts({ db, publicUrl }: ExportDeps): ExportPart[] {
  const simple = tablePart(db);
  return [
    simple('account', 'Your account: email, name and when it was made.', users, users.id),
    simple(
      'signInMethods',
      'How you sign in (email and password). The password itself is stored only as a one-way hash and is not included.',
      accounts,
      accounts.userId,
      ['password', 'accessToken', 'refreshToken', 'idToken', 'accountId'],
    ),
    simple(
      'devices',
      'The browsers signed in to your account: when, from which address and which browser. The secret session keys are not included.',
      sessions,
      sessions.userId,
      ['token'],
    ),
    simple(
      'profile',
      'Your profile and app preferences (name, picture, denomination, prayer focus, language, theme, notification switches, time zone).',
      profiles,
      profiles.userId,
      [],
      (row) => ({ ...row, avatarUrl: absolute(publicUrl, row.avatarUrl) }),
    ),
    simple(
      'contentPreferences',
      'When and how each kind of daily content is delivered to you.',
      userContentPreferences,
      userContentPreferences.userId,
    ),
    {
      name: 'premiumContentSchedule',
      about: 'When your premium delivery schedule was last changed.',
      tables: ['premium_content_schedules'],
      rows: (member) =>
        owned(
          db,
          premiumContentSchedules,
          columnsOf(premiumContentSchedules),
          premiumContentSchedules.userId,
          premiumContentSchedules.userId,
          member.id,
        ),
    },
    simple(
      'subscription',
      'Your premium subscription: status, plan, period end and the payment service ids.',
      userSubscriptions,
      userSubscriptions.userId,
    ),
  ];
}
