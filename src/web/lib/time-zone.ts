import { renderContext } from './render-context';

/**
 * The browser's IANA time zone (Europe/Lisbon, America/Chicago…), sent with calls whose answer
 * depends on the person's local day; undefined when the runtime cannot tell, and the server then
 * uses the zone it has stored for the person.
 */
export function browserTimeZone(): string | undefined {
  // Rendered on the server: the zone the reader's account keeps (their browser's, synced).
  const rendering = renderContext();
  if (rendering) return rendering.timeZone;
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
