/**
 * The whole Bibles the app ships (decision 078): public-domain translations built from their
 * sources by scripts/build-bibles.ts into src/server/modules/bible/data/<code>.json.br (the sources
 * and licences: docs/sources.md). Shared with the web, which will name them in the reader.
 */
import type { Language } from './books';

export const translationCodes = ['web', 'kjv', 'alm1911', 'rv1909'] as const;
export type TranslationCode = (typeof translationCodes)[number];

export type Translation = {
  code: TranslationCode;
  language: Language;
  /** As a reference's citation names it: "World English Bible". */
  name: string;
  /** As a short citation names it: "WEB". */
  abbreviation: string;
};

export const translations: Readonly<Record<TranslationCode, Translation>> = {
  web: { code: 'web', language: 'en', name: 'World English Bible', abbreviation: 'WEB' },
  kjv: { code: 'kjv', language: 'en', name: 'King James Version', abbreviation: 'KJV' },
  alm1911: {
    code: 'alm1911',
    language: 'pt',
    name: 'Almeida 1911 (ortografia de 1911)',
    abbreviation: 'ALM1911',
  },
  rv1909: { code: 'rv1909', language: 'es', name: 'Reina-Valera 1909', abbreviation: 'RV1909' },
};

export function isTranslationCode(value: unknown): value is TranslationCode {
  return typeof value === 'string' && (translationCodes as readonly string[]).includes(value);
}

/**
 * One chapter as the data file holds it. `verses[n - 1]` is verse n; a verse the translation does
 * not have inside its chapter's numbering (the WEB leaves out Matthew 17:21, for one) is "".
 * A verse's poetry lines, list items or mid-verse paragraphs are separated by "\n".
 */
export type BibleChapter = {
  verses: string[];
  /** The verses that start a paragraph, where the source marks them (the first is implied). */
  paragraphs?: number[];
  /** A psalm's superscription ("A Psalm by David."), which the sources print before verse 1. */
  title?: string;
  /** Headings printed before a verse, by verse number: Psalm 119's letters ("ALEPH"). */
  headings?: Record<string, string>;
  /** What is printed after the chapter's last verse: the KJV's subscriptions to Paul's letters. */
  after?: string;
};

/** A data file: every book of the 66, by id, each its chapters in order. */
export type BibleData = {
  code: TranslationCode;
  books: Record<string, BibleChapter[]>;
};
