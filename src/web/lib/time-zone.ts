import { memoizedOptional } from './hydration-memo';
import { renderContext } from './render-context';

/**
 * The browser's IANA time zone (Europe/Lisbon, America/Chicago…), sent with calls whose answer
 * depends on the person's local day; undefined when the runtime cannot tell, and the server then
 * uses the zone it has stored for the person.
 */
export function browserTimeZone(): string | undefined {
  // On the server: the zone this browser last said, else the account's. While the page hydrates:
  // the zone the server drew it in, so every query asks for what the server already answered.
  return memoizedOptional('timeZone', () => {
    const rendering = renderContext();
    return rendering ? rendering.timeZone : deviceZone();
  });
}

/** What this device says now, whatever page is being drawn (for remembering it). */
export function deviceZone(): string | undefined {
  // Asking Intl costs a phone tens of milliseconds (it loads its zone data): asked once a minute at
  // most, which still notices a device that moved to another zone.
  const now = Date.now();
  if (!known || now - known.at > 60_000) known = { at: now, zone: readZone() };
  return known.zone;
}

let known: { at: number; zone: string | undefined } | undefined;

function readZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}
