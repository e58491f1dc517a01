import { drawnOptional, type HydrationMemo } from './hydration-memo';
import { deviceZone, readDeviceZone } from './time-zone';

/** How long the check waits for the zone worker before asking Intl on the page itself. */
const workerWaitMs = 1_000;

/**
 * Whether a page the server drew may be hydrated as it is: it was drawn in the zone this device is
 * in now. The server draws in the zone this browser last reported, else the account's, so the first
 * page opened after a flight is drawn in the zone left behind: its day (a journal entry's date, the
 * streak, today's psalm) and its clock (when the free allowance opens) are the old zone's, and
 * hydrating would keep asking the API in that zone. A device that cannot tell its zone contradicts
 * nothing.
 */
export async function drawnInDeviceZone(memo: HydrationMemo): Promise<boolean> {
  const drawn = drawnOptional(memo, 'timeZone');
  if (drawn === null) return true;
  const device = await Promise.race([
    readDeviceZone(),
    new Promise<string | undefined>((resolve) =>
      setTimeout(() => resolve(deviceZone()), workerWaitMs),
    ),
  ]);
  return device === undefined || device === drawn;
}
