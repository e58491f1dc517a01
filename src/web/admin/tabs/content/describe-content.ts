/**
 * 000 §9: the list shows the description cut at 60 characters. Kept here, not with the content
 * contract: importing that module builds its zod schemas, a long task on a phone opening the tab.
 */
const descriptionPreviewLength = 60;

export function descriptionPreview(text: string | null, length = descriptionPreviewLength): string {
  const clean = (text ?? '').replace(/\s+/g, ' ').trim();
  return clean.length > length ? `${clean.slice(0, length).trimEnd()}…` : clean;
}
