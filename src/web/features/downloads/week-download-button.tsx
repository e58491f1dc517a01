import { localDateKey } from '@web/lib/format-date';
import { DownloadButton } from './download-button';

/** Monday (ISO 8601) of the week holding `day` (YYYY-MM-DD): the id the server gives the week. */
export function weekStart(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

/** "Download this week's psalms" on the psalm page: the week of the member's local today. */
export function WeekDownloadButton({ className }: { className?: string }) {
  return <DownloadButton kind="week" id={weekStart(localDateKey())} className={className} />;
}
