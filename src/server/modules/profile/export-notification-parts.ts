import {
  notificationDeliveries,
  prayerReminderTimes,
  pushSubscriptions,
} from '@server/db/schema/notifications';
import { tablePart, type ExportDeps, type ExportPart } from './export-part';

/** The browsers that may notify the member, and what was sent to them. */
export function notificationParts({ db }: ExportDeps): ExportPart[] {
  const simple = tablePart(db);
  return [
    simple(
      'pushSubscriptions',
      'Browsers you allowed to show notifications. The browser’s encryption keys are not included.',
      pushSubscriptions,
      pushSubscriptions.userId,
      ['p256dh', 'auth'],
    ),
    simple(
      'notificationDeliveries',
      'The reminders and daily notifications sent (or due) to you: which, when, by push or email, and whether they arrived.',
      notificationDeliveries,
      notificationDeliveries.userId,
    ),
    simple(
      'prayerReminderTimes',
      'The prayer reminder times you chose yourself, in your own time zone.',
      prayerReminderTimes,
      prayerReminderTimes.userId,
    ),
  ];
}
