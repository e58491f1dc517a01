/**
 * A calendar date of the API (YYYY-MM-DD: a psalm's date, "today") as a local Date at midnight, so
 * it formats as that same day in every time zone (new Date('2026-03-04') would be UTC midnight, the
 * evening before in the Americas).
 */
export function dateFromKey(key: string): Date {
  const [year, month, day] = key.split('-').map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, day ?? 1);
}
