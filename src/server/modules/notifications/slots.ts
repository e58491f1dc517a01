import { createHash } from 'node:crypto';
import {
  customReminderKind,
  prayerReminders,
  type NotificationKind,
} from '@contracts/notifications';
import type { UserContentType } from '@contracts/enums';
import { localDate, minuteOfDay, shiftDate, slotInstant } from './local-time';

/** What decides a member's reminders (profile switches, zone, content preferences). */
export type MemberSchedule = {
  userId: string;
  /** The profile's zone; null (never reported) means UTC. */
  timeZone: string | null;
  dailyReminders: boolean;
  /** Prayer reminder times the member chose ("HH:MM"), read in the profile's zone. */
  customReminders: string[];
  scriptureDaily: boolean;
  /** Saved content preferences that want a notification (is_enabled and wants_notification). */
  contentDeliveries: { contentType: UserContentType; deliveryTime: string; timezone: string }[];
};

export type DueSlot = { kind: NotificationKind; localDate: string; dueAt: Date };

/** A reminder is sent at most this late (a job that ran late after a restart); later it is skipped. */
export const maxLatenessMs = 60 * 60_000;

/**
 * The daily psalm's minute for a person and local date: "random" between 08:00 and 18:00 (001 §9),
 * but derived from a hash so that every instance, and every tick, agrees on it without storing it.
 */
export function dailyPsalmMinute(userId: string, date: string) {
  const digest = createHash('sha256').update(`${userId}:${date}`).digest();
  return 8 * 60 + (digest.readUInt32BE(0) % (10 * 60));
}

/** Every slot of one local date, with the zone it is read in and its minute. */
function slotsOf(member: MemberSchedule, date: (zone: string) => string) {
  const zone = member.timeZone ?? 'UTC';
  const slots: { kind: NotificationKind; zone: string; date: string; minute: number }[] = [];
  if (member.scriptureDaily) {
    const day = date(zone);
    slots.push({
      kind: 'scripture_daily',
      zone,
      date: day,
      minute: dailyPsalmMinute(member.userId, day),
    });
  }
  if (member.dailyReminders)
    for (const reminder of prayerReminders)
      slots.push({
        kind: reminder.kind,
        zone,
        date: date(zone),
        minute: minuteOfDay(reminder.time),
      });
  // A chosen time equal to a fixed one that is on would only send the same minute twice.
  const fixed = member.dailyReminders ? prayerReminders.map((reminder) => reminder.time) : [];
  for (const time of member.customReminders)
    if (!(fixed as string[]).includes(time))
      slots.push({
        kind: customReminderKind(time),
        zone,
        date: date(zone),
        minute: minuteOfDay(time),
      });
  for (const delivery of member.contentDeliveries)
    slots.push({
      kind: `content_${delivery.contentType}`,
      zone: delivery.timezone,
      date: date(delivery.timezone),
      minute: minuteOfDay(delivery.deliveryTime),
    });
  return slots;
}

/**
 * The slots that have come due at `now` and are at most an hour late: today's and yesterday's in
 * each slot's zone (a 23:30 reminder checked at 00:10 belongs to yesterday). Whether one was sent
 * already is the ledger's business, not this function's.
 */
export function dueSlots(member: MemberSchedule, now: Date): DueSlot[] {
  const at = now.getTime();
  const due: DueSlot[] = [];
  for (const back of [1, 0]) {
    const date = (zone: string) => shiftDate(localDate(zone, at), -back);
    for (const slot of slotsOf(member, date)) {
      const instant = slotInstant(slot.zone, slot.date, slot.minute);
      if (instant <= at && at - instant <= maxLatenessMs)
        due.push({ kind: slot.kind, localDate: slot.date, dueAt: new Date(instant) });
    }
  }
  return due;
}
