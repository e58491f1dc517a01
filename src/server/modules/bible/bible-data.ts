import fs from 'node:fs';
import zlib from 'node:zlib';
import { books, findBook } from '@contracts/bible/books';
import type { Reference } from '@contracts/bible/reference';
import type { BibleChapter, BibleData, TranslationCode } from '@contracts/bible/translations';
import { serverSourcePath } from '@server/paths';

/**
 * The whole Bibles the app ships (decision 078), read from their committed brotli files
 * (scripts/build-bibles.ts) on first use and kept: each is about 4 MB of JSON once read.
 */
const cache = new Map<TranslationCode, BibleData>();

export function bibleData(code: TranslationCode): BibleData {
  let data = cache.get(code);
  if (!data) {
    const file = serverSourcePath('modules/bible/data', `${code}.json.br`);
    data = JSON.parse(
      zlib.brotliDecompressSync(fs.readFileSync(file)).toString('utf8'),
    ) as BibleData;
    // A file that lost a book or a chapter would answer "no such chapter" for real Scripture.
    for (const book of books) {
      if (data.books[book.id]?.length !== book.chapters) {
        throw new Error(`${file}: ${book.id} should have ${book.chapters} chapters`);
      }
    }
    cache.set(code, data);
  }
  return data;
}

export type PassageVerse = { number: number; lines: string[] };

export type Passage = {
  reference: Reference;
  /** A psalm's superscription, shown before its first verse. */
  title?: string;
  verses: PassageVerse[];
  /** The chapter's number of verses in this translation. */
  verseCount: number;
};

export type PassageFailure =
  { error: 'no-such-chapter'; chapters: number } | { error: 'no-such-verse'; verseCount: number };

/**
 * A chapter, or the verses of a reference, in a translation. Verse numbers are checked against the
 * translation's own chapter (its numbering can differ from another's: decision 078); a verse the
 * translation leaves out inside its numbering (the WEB's Acts 8:37) is skipped.
 */
export function readPassage(
  code: TranslationCode,
  reference: Reference,
): ({ ok: true } & Passage) | ({ ok: false } & PassageFailure) {
  const book = findBook(reference.book);
  const chapters = bibleData(code).books[reference.book];
  const chapter: BibleChapter | undefined = chapters?.[reference.chapter - 1];
  if (!book || !chapter)
    return { ok: false, error: 'no-such-chapter', chapters: book?.chapters ?? 0 };
  const verseCount = chapter.verses.length;
  const first = reference.verseStart ?? 1;
  const last = reference.verseEnd ?? reference.verseStart ?? verseCount;
  if (first < 1 || last > verseCount || last < first) {
    return { ok: false, error: 'no-such-verse', verseCount };
  }
  const verses: PassageVerse[] = [];
  for (let number = first; number <= last; number += 1) {
    const text = chapter.verses[number - 1]!;
    if (text) verses.push({ number, lines: text.split('\n') });
  }
  return {
    ok: true,
    reference,
    ...(chapter.title && first === 1 ? { title: chapter.title } : {}),
    verses,
    verseCount,
  };
}
