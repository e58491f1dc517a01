import { z } from 'zod';
import { userContentTypes } from './enums';

// Web Push and reminders (decision 020, 001 §9). The push payload is read by the service worker (it
// shows title and body and opens url on a tap), so both sides parse it with the schema below.

/** What a push message carries. url is a path of this app: /journal or /dashboard (001 §9). */
export const pushPayload = z.object({
  title: z.string().min(1).max(200),
  body: z.string().max(1000),
  url: z.string().regex(/^\/(?!\/)/, 'A path of this app'),
  tag: z.string().max(100).optional(),
});
export type PushPayload = z.infer<typeof pushPayload>;

/** The four prayer reminders of 001 §9 and their local times. */
export const prayerReminders = [
  { kind: 'prayer_morning', time: '07:00', label: 'Morning' },
  { kind: 'prayer_midday', time: '12:00', label: 'Midday' },
  { kind: 'prayer_evening', time: '18:00', label: 'Evening' },
  { kind: 'prayer_night', time: '21:00', label: 'Night Prayer' },
] as const;

/** The fixed kinds of scheduled notification. */
export const notificationKinds = [
  'scripture_daily',
  ...prayerReminders.map((reminder) => reminder.kind),
  ...userContentTypes.map((type) => `content_${type}` as const),
] as const;

/**
 * A prayer reminder at a time the member chose ("HH:MM" in their zone). Its kind carries the time,
 * so the ledger's key (person, kind, local date) keeps each chosen time to once a day.
 */
export type CustomReminderKind = `prayer_at_${string}`;
export const customReminderKind = (time: string): CustomReminderKind => `prayer_at_${time}`;
export const isCustomReminderKind = (kind: string): kind is CustomReminderKind =>
  kind.startsWith('prayer_at_');

/** Every kind of scheduled notification: one ledger row per person, kind and local date. */
export type NotificationKind = (typeof notificationKinds)[number] | CustomReminderKind;

/** Reminder times a member may add beside the four fixed ones, and their step in minutes. */
import { maxCustomReminders, reminderTimeStepMinutes } from './reminder-limits';

export { maxCustomReminders, reminderTimeStepMinutes };
/** "HH:MM" on a quarter hour; the same pattern is the database's check on stored times. */
export const reminderTimePattern = '^([01][0-9]|2[0-3]):(00|15|30|45)$';

export const reminderTime = z
  .string()
  .regex(new RegExp(reminderTimePattern), 'Use a time like 07:15, on the quarter hour');

/** PUT /api/notifications/reminder-times: the whole list of the member's own reminder times. */
export const reminderTimesInput = z.strictObject({
  times: z
    .array(reminderTime)
    .max(maxCustomReminders, `At most ${maxCustomReminders} reminder times`)
    .refine((times) => new Set(times).size === times.length, 'Each time only once'),
});
export type ReminderTimesInput = z.infer<typeof reminderTimesInput>;
/** The member's own reminder times, earliest first. */
export const reminderTimes = z.object({ times: z.array(z.string()) });
export type ReminderTimes = z.infer<typeof reminderTimes>;

export const notificationChannels = ['push', 'email'] as const;
export type NotificationChannel = (typeof notificationChannels)[number];

/** pending → sent | failed (retries counted in attempts). */
export const notificationDeliveryStatuses = ['pending', 'sent', 'failed'] as const;

const base64url = z.string().regex(/^[A-Za-z0-9_-]+={0,2}$/, 'Must be base64url');

/** Bytes of a base64url string (padding allowed), or -1 when it is not base64url. */
function decodedLength(value: string) {
  const bare = value.replace(/=+$/, '');
  if (!/^[A-Za-z0-9_-]*$/.test(bare) || bare.length % 4 === 1) return -1;
  return Math.floor((bare.length * 3) / 4);
}

export { maxPushDevices } from './limits';

/**
 * The PushSubscription of a browser, as its toJSON() gives it (expirationTime is ignored). The
 * server also requires the endpoint to be on a push service's host (decision 032): a browser's own
 * endpoint always is.
 */
export const pushSubscriptionInput = z.object({
  endpoint: z
    .url({ protocol: /^https$/, error: 'Must be an https URL' })
    .max(2048, 'At most 2048 characters'),
  keys: z.object({
    // An uncompressed P-256 public key: 65 bytes.
    p256dh: base64url.refine((v) => decodedLength(v) === 65, 'Must be a 65-byte P-256 key'),
    // The authentication secret: 16 bytes.
    auth: base64url.refine((v) => decodedLength(v) === 16, 'Must be 16 bytes'),
  }),
  expirationTime: z.number().nullable().optional(),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInput>;

/** A device named by its subscription's endpoint (unsubscribe, test notification). */
export const pushEndpointInput = z.strictObject({
  endpoint: z.url({ protocol: /^https$/, error: 'Must be an https URL' }).max(2048),
});

export const vapidPublicKey = z.object({ publicKey: z.string() });

/** What /account shows: how many devices receive push, and the zone reminders are timed in. */
export const notificationStatus = z.object({
  devices: z.number().int(),
  /** The member's stored time zone; null means reminders are timed in UTC. */
  timeZone: z.string().nullable(),
});
export type NotificationStatus = z.infer<typeof notificationStatus>;

export const subscriptionResult = z.object({ subscribed: z.boolean() });
export const testNotificationResult = z.object({ sent: z.literal(true) });
