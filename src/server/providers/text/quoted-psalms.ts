import type { Language } from '@contracts/enums';
import { bibles, psalmsIn, verseIn } from './bible-by-language';
import type { Verse } from './web-psalms';

// What a composition quotes for a verse chosen in English (decisions 031 and 057): its lines in the
// language's own public-domain Bible, looked up in bible-by-language.ts (the Almeida 1911 for
// Portuguese, the Reina-Valera 1909 for Spanish, the World English Bible for English).

/** Whether a language's compositions quote a Bible of their own language: every language now. */
export const quotesOwnBible = Object.fromEntries(
  (Object.keys(bibles) as Language[]).map((language) => [language, true]),
) as Record<Language, boolean>;

/** The Psalms of the Reina-Valera 1909 by reference ("23:1"). */
export const rv1909Psalms = () => psalmsIn('es');

/** The lines to quote for a verse chosen in English, in the language's Bible. */
export function quotedLines(language: Language, verse: Verse): string[] {
  return language === 'en' ? verse.lines : verseIn(language, verse.chapter, verse.verse);
}
