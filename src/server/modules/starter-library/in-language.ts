import type { Language } from '@contracts/languages';
import { seededItemTexts } from '@contracts/seeder';
import { starterLibrary, type StarterItem } from './library';

// The starter library in the reader's language (decision 152): one row per item, stored in English;
// a Portuguese or Spanish reader gets its translation while the row still holds the English text
// (staff who edit an item make it theirs, decision 052).

const byTitle = new Map(starterLibrary.map((item) => [item.title, item] as const));

/** The English titles of the starter library as stored. */
export const starterTitles: readonly string[] = [...byTitle.keys()];

/** An item's body in `language` when the row still has the starter library's English body. */
export function starterBodyIn<T extends string | null>(
  row: { title: string; body: T },
  language: Language,
): T | string {
  const item = byTitle.get(row.title);
  if (language === 'en' || !item || item.body !== row.body) return row.body;
  return item.bodies[language];
}

const folded = (text: string) => text.toLocaleLowerCase();

function matches(item: StarterItem, language: Exclude<Language, 'en'>, words: string) {
  const { title, description } = seededItemTexts(item, language);
  return [title, description, item.bodies[language]].some((text) => folded(text).includes(words));
}

/**
 * A search in `language`: the English titles of the starter items whose texts in that language
 * (title, description, body) contain `q`, so the query can find their rows by the stored title.
 */
export function starterTitlesMatching(q: string, language: Language): string[] {
  if (language === 'en') return [];
  const words = folded(q.trim());
  return starterLibrary.filter((item) => matches(item, language, words)).map((item) => item.title);
}

/** What the narration of an item with this title and body reads: the title, then the body. */
export const narrationText = (title: string, body: string) => `${title}.\n\n${body}`;

/**
 * What a reader of `language` hears of a starter item (decision 073): its title and body in their
 * language, while the row still holds the starter library's English body; null otherwise (English,
 * staff's words, or not a starter item), when the row's own narration is what everyone hears.
 */
export function starterNarrationIn(
  row: { title: string; description: string | null; body: string | null },
  language: Language,
): string | null {
  if (language === 'en' || row.body === null) return null;
  const body = starterBodyIn({ title: row.title, body: row.body }, language);
  if (body === row.body) return null;
  return narrationText(seededItemTexts(row, language).title, body);
}
