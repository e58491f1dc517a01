// The Almeida 1911 from damarals/biblias, data/canonical/ALM1911/<BOOK>.json at a pinned commit
// (decision 078; the Psalms alone: decision 057). Each file is { code, chapters: [{ number,
// verses: [{ number, text }] }] }; the text keeps the 1911 spelling as printed. What changes: the
// source's "*" marks where a printed line broke a word ("maravi-*lhas", "holo-* *causto") or a
// hyphenated one ("peço-*te"): a broken word is joined when the text writes it whole elsewhere,
// otherwise the hyphen stays; the apostrophe is the printed ’; one misreading found against the
// printing is corrected.
import { execFileSync } from 'node:child_process';
import { books } from '@contracts/bible/books';
import type { BibleChapter } from '@contracts/bible/translations';

export const almeidaCommit = '6a5a40f0418f20622f24134d83a8eb37572a2f0d';

/** The source's book codes (USFM), in the canonical order of `books`. */
const codes = (
  'GEN EXO LEV NUM DEU JOS JDG RUT 1SA 2SA 1KI 2KI 1CH 2CH EZR NEH EST JOB PSA PRO ECC SNG ISA ' +
  'JER LAM EZK DAN HOS JOL AMO OBA JON MIC NAM HAB ZEP HAG ZEC MAL MAT MRK LUK JHN ACT ROM 1CO ' +
  '2CO GAL EPH PHP COL 1TH 2TH 1TI 2TI TIT PHM HEB JAS 1PE 2PE 1JN 2JN 3JN JUD REV'
).split(' ');

/** Where the source differs from the 1911 printing (Project Gutenberg #62383): [wrong, printed]. */
const errata = new Map<string, [wrong: string, printed: string]>([
  ['Ps 38:1', ['A Senhor, não', 'Ó Senhor, não']],
]);

type SourceBook = {
  code: string;
  chapters: { number: number; verses: { number: number; text: string }[] }[];
};

export function bibleFromAlmeida(repository: string) {
  const source = books.map((book, index) => {
    const path = `data/canonical/ALM1911/${codes[index]}.json`;
    const json = execFileSync('git', ['-C', repository, 'show', `${almeidaCommit}:${path}`], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    const parsed = JSON.parse(json) as SourceBook;
    if (parsed.code !== codes[index]) throw new Error(`${path} holds ${parsed.code}`);
    return [book.id, parsed] as const;
  });

  const words = new Set<string>();
  for (const [, { chapters }] of source) {
    for (const { verses } of chapters) {
      for (const { text } of verses) {
        for (const [word] of text.matchAll(/\p{L}+/gu)) words.add(word.toLowerCase());
      }
    }
  }
  const joined = (text: string) =>
    text
      .replace(/(\p{L}+)-\* \*(\p{L}+)/gu, '$1$2')
      .replace(/(\p{L}+)-\*(\p{L}+)/gu, (whole, left: string, right: string) =>
        words.has((left + right).toLowerCase()) ? left + right : `${left}-${right}`,
      )
      .replace(/\*/g, '');

  const bible: Record<string, BibleChapter[]> = {};
  for (const [id, { chapters }] of source) {
    bible[id] = chapters.map((chapter, index) => {
      if (chapter.number !== index + 1)
        throw new Error(`${id}: chapter ${chapter.number} misplaced`);
      return {
        verses: chapter.verses.map((verse, at) => {
          if (verse.number !== at + 1) throw new Error(`${id} ${chapter.number}: verse misplaced`);
          let text = verse.text.replace(/\s+/g, ' ').trim();
          const erratum = errata.get(`${id} ${chapter.number}:${verse.number}`);
          if (erratum) {
            if (!text.includes(erratum[0])) throw new Error(`${id} no longer reads ${erratum[0]}`);
            text = text.replace(erratum[0], erratum[1]);
          }
          return joined(text)
            .replace(/'/g, '’')
            .replace(/ ([,.;:?!])/g, '$1');
        }),
      };
    });
  }
  return bible;
}
