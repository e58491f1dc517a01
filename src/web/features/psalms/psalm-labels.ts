import type { PsalmTheme } from '@contracts/enum-values';
import { psalmT } from './i18n/psalm-t';

/** A theme's name for people ("Comfort"). */
export function themeLabel(theme: PsalmTheme): string {
  return psalmT(`psalm.theme.${theme}`);
}

/**
 * 001 §2: the static Browse by Category list, in its order, and the psalm theme each one shows
 * ("Wisdom" has no theme of its own; guidance is the psalms' word for it).
 */
export const browseCategories = [
  { id: 'comfort', theme: 'comfort' },
  { id: 'praise', theme: 'praise' },
  { id: 'protection', theme: 'protection' },
  { id: 'wisdom', theme: 'guidance' },
  { id: 'forgiveness', theme: 'forgiveness' },
  { id: 'strength', theme: 'strength' },
  { id: 'joy', theme: 'joy' },
  { id: 'peace', theme: 'peace' },
] as const satisfies readonly { id: string; theme: PsalmTheme }[];

export type BrowseCategory = (typeof browseCategories)[number];

export function categoryLabel(category: BrowseCategory): string {
  return psalmT(`psalm.category.${category.id}`);
}
