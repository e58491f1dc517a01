/**
 * The browser's IANA time zone (Europe/Lisbon, America/Chicago…), sent with calls whose answer
 * depends on the person's local day; undefined when the runtime cannot tell, and the server then
 * uses the zone it has stored for the person.
 */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}
