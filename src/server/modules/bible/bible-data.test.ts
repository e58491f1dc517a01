import { describe, expect, it } from 'vitest';
import { books } from '@contracts/bible/books';
import { translationCodes, type TranslationCode } from '@contracts/bible/translations';
import { bibleData, readPassage } from './bible-data';

/**
 * Where a translation's chapter has another number of verses than the KJV's (decision 078): the
 * RV1909 module keeps the Spanish numbering (Num 12:16 is its 13:1) and joins the verses past the
 * KJV's count into its chapter's last verse; the Almeida, as Portuguese Bibles, makes 2 Cor
 * 13:12–13 one verse; the WEB prints Romans 16:25–27 after 14:23.
 */
const differences: Record<string, Partial<Record<TranslationCode, number>>> = {
  'Num 12': { rv1909: 15 },
  'Num 29': { rv1909: 39 },
  '1Sam 23': { rv1909: 28 },
  '2Sam 20': { rv1909: 25 },
  '2Chr 33': { rv1909: 24 },
  'Job 35': { rv1909: 15 },
  'Job 38': { rv1909: 38 },
  'Job 40': { rv1909: 19 },
  'Hos 11': { rv1909: 11 },
  'Jonah 1': { rv1909: 16 },
  'Acts 19': { rv1909: 40 },
  '2Cor 13': { rv1909: 13, alm1911: 13 },
  'Rom 16': { web: 24 },
};

describe('the Bible data (decision 078)', () => {
  it('has every book in the chapters of the book list, in every translation', () => {
    for (const code of translationCodes) {
      const data = bibleData(code);
      expect(data.code).toBe(code);
      expect(Object.keys(data.books)).toEqual(books.map((book) => book.id));
      for (const book of books)
        expect(data.books[book.id], `${code} ${book.id}`).toHaveLength(book.chapters);
    }
  });

  it('numbers the verses of each chapter alike but for the recorded differences', () => {
    const found: typeof differences = {};
    for (const book of books) {
      for (let chapter = 0; chapter < book.chapters; chapter += 1) {
        const kjv = bibleData('kjv').books[book.id]![chapter]!.verses.length;
        for (const code of translationCodes) {
          const count = bibleData(code).books[book.id]![chapter]!.verses.length;
          if (count !== kjv)
            found[`${book.id} ${chapter + 1}`] = {
              ...found[`${book.id} ${chapter + 1}`],
              [code]: count,
            };
        }
      }
    }
    expect(found).toEqual(differences);
  });

  it('reads John 3:16 in each translation', () => {
    const john = { book: 'John', chapter: 3, verseStart: 16, verseEnd: 16 };
    const read = (code: TranslationCode) => {
      const passage = readPassage(code, john);
      if (!passage.ok) throw new Error(passage.error);
      return passage.verses.map((verse) => verse.lines.join(' ')).join(' ');
    };
    expect(read('web')).toBe(
      'For God so loved the world, that he gave his only born Son, that whoever believes in him should not perish, but have eternal life.',
    );
    expect(read('kjv')).toBe(
      'For God so loved the world, that he gave his only begotten Son, that whosoever believeth in him should not perish, but have everlasting life.',
    );
    expect(read('rv1909')).toBe(
      'Porque de tal manera amó Dios al mundo, que ha dado a su Hijo unigénito, para que todo aquel que en él cree, no se pierda, mas tenga vida eterna.',
    );
    expect(read('alm1911')).toBe(
      'Porque Deus amou o mundo de tal maneira, que deu o seu Filho unigenito, para que todo aquelle que n’elle crê não pereça, mas tenha a vida eterna.',
    );
  });

  it('keeps the poetry lines of Psalm 23 in the WEB, and its title', () => {
    const psalm = readPassage('web', { book: 'Ps', chapter: 23 });
    expect(psalm).toMatchObject({ ok: true, title: 'A Psalm by David.', verseCount: 6 });
    if (!psalm.ok) return;
    expect(psalm.verses[0]!.lines).toEqual(['Yahweh is my shepherd;', 'I shall lack nothing.']);
    expect(psalm.verses[3]!.lines).toEqual([
      'Even though I walk through the valley of the shadow of death,',
      'I will fear no evil, for you are with me.',
      'Your rod and your staff,',
      'they comfort me.',
    ]);
  });

  it('keeps the KJV italics as words and its divine name, without markup', () => {
    const verse = readPassage('kjv', { book: 'Ps', chapter: 23, verseStart: 1 });
    expect(verse).toMatchObject({
      verses: [{ lines: ['The LORD is my shepherd; I shall not want.'] }],
    });
    for (const chapters of Object.values(bibleData('kjv').books)) {
      for (const { verses } of chapters)
        for (const text of verses) expect(text).not.toMatch(/[<>\\]/);
    }
  });

  it('checks the verses asked for against the chapter', () => {
    expect(readPassage('kjv', { book: '3John', chapter: 1, verseStart: 15 })).toEqual({
      ok: false,
      error: 'no-such-verse',
      verseCount: 14,
    });
    expect(readPassage('web', { book: 'Ps', chapter: 151 })).toMatchObject({
      ok: false,
      error: 'no-such-chapter',
    });
    // The WEB leaves out Acts 8:37 inside its numbering: the passage skips it.
    const acts = readPassage('web', { book: 'Acts', chapter: 8, verseStart: 36, verseEnd: 38 });
    expect(acts.ok && acts.verses.map((verse) => verse.number)).toEqual([36, 38]);
  });
});
