import type { JournalCategory, JournalMood } from '@contracts/enum-values';
import { journalT } from './i18n/journal-t';

/**
 * Colour emoji fonts first: where a text font also has a (monochrome) glyph for an emoji, as DejaVu
 * does on many Linux desktops, the emoji would otherwise be drawn in black and white.
 */
export const emojiFont =
  'font-[family-name:Apple_Color_Emoji,Segoe_UI_Emoji,Noto_Color_Emoji,sans-serif]';

/** How each mood shows beside an entry's title and on the sidebar's mood buttons. */
export const moodEmoji: Record<JournalMood, string> = {
  peaceful: '😌',
  joyful: '😊',
  grateful: '🙏',
  hopeful: '🌅',
  contemplative: '🤔',
  struggling: '😔',
  blessed: '✨',
  seeking: '🔍',
};

export function categoryLabel(category: JournalCategory): string {
  return journalT(`journal.category.${category}`);
}

export function moodLabel(mood: JournalMood): string {
  return journalT(`journal.mood.${mood}`);
}
