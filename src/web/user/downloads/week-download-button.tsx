import { mondayOf } from '@contracts/time';
import { localDateKey } from '@web/lib/format-date';
import { DownloadButton } from './download-button';

/**
 * "Download this week's psalms" on the psalm page: the week of the member's local today, named by
 * its Monday as the server names it.
 */
export function WeekDownloadButton({ className }: { className?: string }) {
  return <DownloadButton kind="week" id={mondayOf(localDateKey())} className={className} />;
}
