import type { ContentItem } from '@contracts/content';
import type { Language } from '@contracts/languages';
import { seededCategoryTexts, seededItemTexts } from '@contracts/seeder';
import { allows } from '@server/auth/require-permission';
import type { Viewer } from '@server/http/env';

/**
 * The language the sample content's texts are answered in (decision 052): the reader's, except for
 * staff who edit content, whose forms must show and save what is stored, not a translation of it.
 */
export function seededTextsLanguage(viewer: Viewer | null): Language {
  return allows(viewer, 'content') ? 'en' : (viewer?.language ?? 'en');
}

/** An item whose texts are still the seeded ones, with them and its category's in `language`. */
export function inSeededLanguage<T extends Pick<ContentItem, 'title' | 'description' | 'category'>>(
  item: T,
  language: Language,
): T {
  if (language === 'en') return item;
  const texts = seededItemTexts(item, language);
  return texts.category
    ? { ...texts, category: seededCategoryTexts(texts.category, language) }
    : texts;
}
