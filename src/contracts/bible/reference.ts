/**
 * Bible references read from what people type and written back (decision 078): "Salmos 23:1",
 * "Sal 23:1", "1Co 13:4-7", "Genesis 1:1–3", in any case and with or without accents. A book is
 * found by its name or an abbreviation in the language given, then by an unambiguous beginning of
 * its name there ("Gene", "Salm"); only when that language has none, in the others. An abbreviation
 * that names different books in different languages ("Jo": João in Portuguese, but Job, Joel,
 * John and Joshua begin so in English) is read in the language given, and is a failure when that
 * language cannot tell them apart. One chapter or verse range is read; a range across chapters is
 * not (a reader shows one chapter at a time).
 */
import { books, findBook, type Book, type BookId, type Language } from './books';

export type Reference = {
  book: BookId;
  chapter: number;
  verseStart?: number;
  verseEnd?: number;
};

export type ReferenceFailure =
  | { error: 'empty' }
  | { error: 'unknown-book'; book: string }
  | { error: 'ambiguous-book'; book: string; candidates: BookId[] }
  | { error: 'malformed'; text: string }
  | { error: 'no-such-chapter'; book: BookId; chapter: number; chapters: number }
  | { error: 'reversed-range'; verseStart: number; verseEnd: number };

export type ParsedReference =
  { ok: true; reference: Reference } | ({ ok: false } & ReferenceFailure);

const languageOrder: readonly Language[] = ['en', 'pt', 'es'];

/** Lower case, no dots or spaces: "1 Coríntios." and "1coríntios" compare equal. */
const spelled = (text: string) => text.normalize('NFC').toLowerCase().replace(/[\s.]/g, '');
/** The same without accents: "1co" and "1cô" too. */
const key = (text: string) => spelled(text).normalize('NFD').replace(/\p{M}/gu, '');

/** Each language's books by a key of their names and abbreviations. */
const index = (keyOf: (text: string) => string) =>
  new Map(
    languageOrder.map((language) => {
      const keys = new Map<string, Set<BookId>>();
      for (const book of books) {
        for (const name of [book.names[language].name, ...book.names[language].abbreviations]) {
          const ofKey = keys.get(keyOf(name)) ?? new Set();
          ofKey.add(book.id);
          keys.set(keyOf(name), ofKey);
        }
      }
      return [language, keys] as const;
    }),
  );
// Accents are read when they tell books apart (Portuguese "Jó" is Job, "Jo" is João).
const withAccents = index(spelled);
const withoutAccents = index(key);

function inLanguage(typed: string, language: Language): BookId[] {
  const found =
    withAccents.get(language)!.get(spelled(typed)) ?? withoutAccents.get(language)!.get(key(typed));
  if (found) return [...found];
  // A beginning of a name: at least two letters after a book's number ("1co", "gene", "sa").
  const bare = key(typed);
  if (bare.replace(/^[1-3]/, '').length < 2) return [];
  return books
    .filter((book) => key(book.names[language].name).startsWith(bare))
    .map((book) => book.id);
}

function findBooks(typed: string, language?: Language): BookId[] {
  const order = language
    ? [language, ...languageOrder.filter((other) => other !== language)]
    : languageOrder;
  if (language) {
    const own = inLanguage(typed, language);
    if (own.length > 0) return own;
  }
  // Without a language (or when its own has no such book), every language's answer counts.
  const found = new Set(order.flatMap((other) => inLanguage(typed, other)));
  return [...found];
}

/** "I", "II", "III" and "1st" before a book are its number. */
const bookNumber = (text: string) =>
  text
    .replace(/^(iii|ii|i)(?=\s)/i, (roman) => String(roman.length))
    .replace(/^([1-3])(?:st|nd|rd|º|ª|o|a)?(?=\s)/i, '$1');

const pattern =
  /^(?<book>(?:[1-3]\s*)?\p{L}[\p{L}\s.]*?)\s*(?<chapter>\d+)(?:\s*[:.,]\s*(?<start>\d+)(?:\s*[-‐‑‒–—]\s*(?<end>\d+))?)?$/u;

export function parseReference(text: string, language?: Language): ParsedReference {
  const trimmed = bookNumber(text.trim().replace(/\s+/g, ' '));
  if (!trimmed) return { ok: false, error: 'empty' };
  const match = pattern.exec(trimmed);
  if (!match?.groups) return { ok: false, error: 'malformed', text };
  const { book: typedBook, chapter, start, end } = match.groups as Record<string, string>;
  const candidates = findBooks(typedBook!, language);
  if (candidates.length === 0) return { ok: false, error: 'unknown-book', book: typedBook!.trim() };
  if (candidates.length > 1) {
    return { ok: false, error: 'ambiguous-book', book: typedBook!.trim(), candidates };
  }
  const book = findBook(candidates[0]!)!;
  return numbered(
    book,
    Number(chapter),
    start ? Number(start) : undefined,
    end ? Number(end) : undefined,
  );
}

function numbered(book: Book, chapter: number, start?: number, end?: number): ParsedReference {
  // "Jude 3": a book of one chapter is cited by verse.
  if (book.chapters === 1 && start === undefined && chapter > 1) {
    return {
      ok: true,
      reference: { book: book.id, chapter: 1, verseStart: chapter, verseEnd: chapter },
    };
  }
  if (chapter < 1 || chapter > book.chapters) {
    return { ok: false, error: 'no-such-chapter', book: book.id, chapter, chapters: book.chapters };
  }
  if (start === undefined) return { ok: true, reference: { book: book.id, chapter } };
  const last = end ?? start;
  if (start < 1 || last < start) {
    return { ok: false, error: 'reversed-range', verseStart: start, verseEnd: last };
  }
  return { ok: true, reference: { book: book.id, chapter, verseStart: start, verseEnd: last } };
}

/**
 * "Psalm 23:1–6" (long) or "Ps 23:1–6" (short), in the reader's language. A whole psalm in English
 * is "Psalm 23", as English writes one psalm; ranges take an en dash.
 */
export function formatReference(
  reference: Reference,
  language: Language,
  style: 'long' | 'short',
): string {
  const book = findBook(reference.book);
  if (!book) throw new Error(`No book ${reference.book}`);
  const names = book.names[language];
  let name = style === 'long' ? names.name : names.abbreviations[0]!;
  if (style === 'long' && language === 'en' && book.id === 'Ps') name = 'Psalm';
  const { chapter, verseStart, verseEnd } = reference;
  if (verseStart === undefined) return `${name} ${chapter}`;
  const verses =
    verseEnd !== undefined && verseEnd !== verseStart ? `${verseStart}–${verseEnd}` : verseStart;
  return `${name} ${chapter}:${verses}`;
}
