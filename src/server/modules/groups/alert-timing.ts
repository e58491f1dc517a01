import { groupAlertHours, groupSummaryTime } from '@contracts/groups';
import { localDate, minuteOfDay, shiftDate, slotInstant } from '@server/modules/notifications';

// When a group's notice may interrupt someone: within the hours of the prayer reminders (07:00 to
// 21:00 on the member's clock), so a request written at night reaches them at 07:00 (decision 063).

/** When a notice raised at `now` may be pushed, and the member's local date it belongs to. */
export function alertDue(zone: string, now: Date) {
  const at = now.getTime();
  const today = localDate(zone, at);
  const opens = slotInstant(zone, today, minuteOfDay(groupAlertHours.from));
  if (at < opens) return { dueAt: new Date(opens), localDate: today };
  if (at < slotInstant(zone, today, minuteOfDay(groupAlertHours.until)))
    return { dueAt: now, localDate: today };
  const tomorrow = shiftDate(today, 1);
  return {
    dueAt: new Date(slotInstant(zone, tomorrow, minuteOfDay(groupAlertHours.from))),
    localDate: tomorrow,
  };
}

/** A daily summary is claimed within this long after its time (a tick that ran late). */
export const summaryLatenessMs = 60 * 60_000;

/** Today's summary time on the member's clock, when it has come and is at most an hour past. */
export function summaryDue(zone: string, now: Date) {
  const at = now.getTime();
  const today = localDate(zone, at);
  const instant = slotInstant(zone, today, minuteOfDay(groupSummaryTime));
  if (instant > at || at - instant > summaryLatenessMs) return null;
  return { dueAt: new Date(instant), localDate: today };
}
