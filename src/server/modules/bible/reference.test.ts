import { describe, expect, it } from 'vitest';
import { bibleLanguages, books } from '@contracts/bible/books';
import { formatReference, parseReference } from '@contracts/bible/reference';
import { languages } from '@contracts/languages';

const parsed = (text: string, language?: Parameters<typeof parseReference>[1]) => {
  const result = parseReference(text, language);
  if (!result.ok) throw new Error(`${text}: ${result.error}`);
  return result.reference;
};

describe('parseReference (decision 078)', () => {
  it.each([
    ['Salmos 23:1', undefined, { book: 'Ps', chapter: 23, verseStart: 1, verseEnd: 1 }],
    ['Sal 23:1', undefined, { book: 'Ps', chapter: 23, verseStart: 1, verseEnd: 1 }],
    ['Ps 23:1', undefined, { book: 'Ps', chapter: 23, verseStart: 1, verseEnd: 1 }],
    ['Psalm 23', undefined, { book: 'Ps', chapter: 23 }],
    ['John 3:16-18', undefined, { book: 'John', chapter: 3, verseStart: 16, verseEnd: 18 }],
    ['Jo 3:16', 'pt', { book: 'John', chapter: 3, verseStart: 16, verseEnd: 16 }],
    ['1 Cor 13', undefined, { book: '1Cor', chapter: 13 }],
    ['1Co 13:4-7', undefined, { book: '1Cor', chapter: 13, verseStart: 4, verseEnd: 7 }],
    ['Juan 3:16', undefined, { book: 'John', chapter: 3, verseStart: 16, verseEnd: 16 }],
    ['Gênesis 1', undefined, { book: 'Gen', chapter: 1 }],
    ['Genesis 1:1–3', undefined, { book: 'Gen', chapter: 1, verseStart: 1, verseEnd: 3 }],
    ['Genesis 1:1-3', 'en', { book: 'Gen', chapter: 1, verseStart: 1, verseEnd: 3 }],
    ['genesis 1', 'es', { book: 'Gen', chapter: 1 }],
    ['SALMOS 23', 'pt', { book: 'Ps', chapter: 23 }],
    ['salmo 23:1', 'es', { book: 'Ps', chapter: 23, verseStart: 1, verseEnd: 1 }],
    ['Ps. 23:1', 'en', { book: 'Ps', chapter: 23, verseStart: 1, verseEnd: 1 }],
    ['1 Coríntios 13:4–7', 'pt', { book: '1Cor', chapter: 13, verseStart: 4, verseEnd: 7 }],
    ['1 corintios 13', 'es', { book: '1Cor', chapter: 13 }],
    ['II Kings 2', 'en', { book: '2Kgs', chapter: 2 }],
    ['Apocalipse 21:4', 'pt', { book: 'Rev', chapter: 21, verseStart: 4, verseEnd: 4 }],
    ['Song of Solomon 2:1', 'en', { book: 'Song', chapter: 2, verseStart: 1, verseEnd: 1 }],
    ['Jude 3', 'en', { book: 'Jude', chapter: 1, verseStart: 3, verseEnd: 3 }],
    ['  matt   5 : 3 ', 'en', { book: 'Matt', chapter: 5, verseStart: 3, verseEnd: 3 }],
  ] as const)('reads %s (%s)', (text, language, reference) => {
    expect(parsed(text, language)).toEqual(reference);
  });

  it('reads an abbreviation in the language given', () => {
    // "Jo" is João in Portuguese; in English and Spanish it begins Job, Joel, John and more.
    expect(parsed('Jo 3:16', 'pt').book).toBe('John');
    expect(parseReference('Jo 3:16', 'en')).toMatchObject({ ok: false, error: 'ambiguous-book' });
    expect(parseReference('Jo 3:16', 'es')).toMatchObject({ ok: false, error: 'ambiguous-book' });
    // "Jn" is John in English and Spanish, Jonas in Portuguese.
    expect(parsed('Jn 1:1', 'en').book).toBe('John');
    expect(parsed('Jn 1:1', 'es').book).toBe('John');
    expect(parsed('Jn 1:1', 'pt').book).toBe('Jonah');
    expect(parseReference('Jn 1:1')).toMatchObject({
      ok: false,
      error: 'ambiguous-book',
      candidates: ['John', 'Jonah'],
    });
    // A name of another language is still read when the one given has no such book.
    expect(parsed('Juan 3:16', 'en').book).toBe('John');
    expect(parsed('Psalm 23', 'pt').book).toBe('Ps');
  });

  it('fails clearly', () => {
    expect(parseReference('   ')).toEqual({ ok: false, error: 'empty' });
    expect(parseReference('Hezekiah 3:1')).toEqual({
      ok: false,
      error: 'unknown-book',
      book: 'Hezekiah',
    });
    expect(parseReference('John')).toMatchObject({ ok: false, error: 'malformed' });
    expect(parseReference('John 3:16-')).toMatchObject({ ok: false, error: 'malformed' });
    expect(parseReference('John 3:16-4:2')).toMatchObject({ ok: false, error: 'malformed' });
    expect(parseReference('Psalm 151')).toEqual({
      ok: false,
      error: 'no-such-chapter',
      book: 'Ps',
      chapter: 151,
      chapters: 150,
    });
    expect(parseReference('John 3:18-16')).toEqual({
      ok: false,
      error: 'reversed-range',
      verseStart: 18,
      verseEnd: 16,
    });
    expect(parseReference('J 3:16')).toMatchObject({ ok: false, error: 'unknown-book' });
  });

  it('gives each name and abbreviation one book within a language', () => {
    for (const language of languages) {
      const seen = new Map<string, string>();
      for (const book of books) {
        for (const name of [book.names[language].name, ...book.names[language].abbreviations]) {
          const result = parseReference(`${name} 1`, language);
          expect(result, `${language} ${name}`).toMatchObject({ ok: true });
          if (result.ok) expect(result.reference.book, `${language} ${name}`).toBe(book.id);
          seen.set(name, book.id);
        }
      }
    }
  });
});

it('names the books in every language the product speaks', () => {
  expect([...bibleLanguages].sort()).toEqual([...languages].sort());
});

describe('formatReference', () => {
  it('writes long and short references in each language', () => {
    const psalm = { book: 'Ps', chapter: 23, verseStart: 1, verseEnd: 6 };
    expect(formatReference(psalm, 'en', 'long')).toBe('Psalm 23:1–6');
    expect(formatReference(psalm, 'en', 'short')).toBe('Ps 23:1–6');
    expect(formatReference(psalm, 'pt', 'long')).toBe('Salmos 23:1–6');
    expect(formatReference(psalm, 'pt', 'short')).toBe('Sl 23:1–6');
    expect(formatReference(psalm, 'es', 'short')).toBe('Sal 23:1–6');
    expect(formatReference({ book: 'John', chapter: 3, verseStart: 16 }, 'pt', 'long')).toBe(
      'João 3:16',
    );
    expect(formatReference({ book: '1Cor', chapter: 13 }, 'es', 'long')).toBe('1 Corintios 13');
    expect(formatReference({ book: '1Cor', chapter: 13 }, 'pt', 'short')).toBe('1Co 13');
  });

  it('writes what it reads back', () => {
    for (const language of languages) {
      for (const book of books) {
        for (const style of ['long', 'short'] as const) {
          const reference = { book: book.id, chapter: book.chapters, verseStart: 2, verseEnd: 3 };
          expect(parsed(formatReference(reference, language, style), language)).toEqual(reference);
        }
      }
    }
  });
});
