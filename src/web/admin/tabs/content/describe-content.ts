import { formatShortDate } from '@web/lib/format-date';

/**
 * 000 §9: the list shows the description cut at 60 characters. Kept here, not with the content
 * contract: importing that module builds its zod schemas, a long task on a phone opening the tab.
 */
const descriptionPreviewLength = 60;

export function descriptionPreview(text: string | null, length = descriptionPreviewLength): string {
  const clean = (text ?? '').replace(/\s+/g, ' ').trim();
  return clean.length > length ? `${clean.slice(0, length).trimEnd()}…` : clean;
}

/** A YYYY-MM-DD day as people read it ("Dec 25, 2026"), without shifting it by the time zone. */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  if (!year || !month || !date) return day;
  return formatShortDate(new Date(year, month - 1, date));
}
