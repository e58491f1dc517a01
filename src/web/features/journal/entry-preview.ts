import { journalPreviewLength } from '@contracts/journal-limits';

/**
 * 001 §2 and §9: an entry's content in the list, cut to 150 characters plus an ellipsis. Characters
 * are counted as people see them (an emoji is one), so a cut never splits one in half.
 */
export function entryPreview(content: string, length = journalPreviewLength): string {
  const characters = Array.from(content);
  if (characters.length <= length) return content;
  return `${characters.slice(0, length).join('')}...`;
}
