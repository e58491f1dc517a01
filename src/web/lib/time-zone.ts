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
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}
