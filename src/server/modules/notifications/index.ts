// The notifications module's public surface beyond service.ts: its scheduled job (decision 039),
// and the wall-clock arithmetic other modules time their notices by (the reminders' own rules).
export { notificationsTickJob } from './jobs';
export { localDate, minuteOfDay, shiftDate, slotInstant } from './local-time';
