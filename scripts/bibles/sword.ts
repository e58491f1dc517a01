// Reads a SWORD Bible module with `mod2imp` (Debian's libsword-utils) and turns each entry's OSIS
// markup into the plain text a reader shows (decision 078). mod2imp prints every entry as
// "$$$Book chapter:verse" and its raw OSIS; entries of chapter 0 (book introductions) are not
// Scripture, entries of verse 0 (a chapter's opening) can hold a heading for its first verse.
import { execFileSync } from 'node:child_process';
import { books } from '@contracts/bible/books';

/** SWORD's English book names, in the canonical order of `books`. */
const swordNames = [
  'Genesis',
  'Exodus',
  'Leviticus',
  'Numbers',
  'Deuteronomy',
  'Joshua',
  'Judges',
  'Ruth',
  'I Samuel',
  'II Samuel',
  'I Kings',
  'II Kings',
  'I Chronicles',
  'II Chronicles',
  'Ezra',
  'Nehemiah',
  'Esther',
  'Job',
  'Psalms',
  'Proverbs',
  'Ecclesiastes',
  'Song of Solomon',
  'Isaiah',
  'Jeremiah',
  'Lamentations',
  'Ezekiel',
  'Daniel',
  'Hosea',
  'Joel',
  'Amos',
  'Obadiah',
  'Jonah',
  'Micah',
  'Nahum',
  'Habakkuk',
  'Zephaniah',
  'Haggai',
  'Zechariah',
  'Malachi',
  'Matthew',
  'Mark',
  'Luke',
  'John',
  'Acts',
  'Romans',
  'I Corinthians',
  'II Corinthians',
  'Galatians',
  'Ephesians',
  'Philippians',
  'Colossians',
  'I Thessalonians',
  'II Thessalonians',
  'I Timothy',
  'II Timothy',
  'Titus',
  'Philemon',
  'Hebrews',
  'James',
  'I Peter',
  'II Peter',
  'I John',
  'II John',
  'III John',
  'Jude',
  'Revelation of John',
];
const bookOf = new Map(swordNames.map((name, index) => [name, books[index]!.id]));

export type SwordEntry = { book: string; chapter: number; verse: number; osis: string };

/**
 * Every entry of the module in the 66 books, in order. Entries of other books (the WEB's
 * Deuterocanon) are counted in `skipped` by book name, so the build can report them.
 */
export function readSwordModule(swordPath: string, module: string) {
  const imp = execFileSync('mod2imp', [module], {
    env: { ...process.env, SWORD_PATH: swordPath },
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  const entries: SwordEntry[] = [];
  const skipped = new Map<string, number>();
  for (const block of imp.split(/^\$\$\$/m).slice(1)) {
    const newline = block.indexOf('\n');
    const key = block.slice(0, newline);
    const osis = block.slice(newline + 1).replace(/\n$/, '');
    const match = /^(.+) (\d+):(\d+)$/.exec(key);
    if (!match) continue; // the module's and testaments' headings
    const [, name, chapter, verse] = match as unknown as [string, string, string, string];
    const book = bookOf.get(name);
    if (!book) {
      skipped.set(name, (skipped.get(name) ?? 0) + 1);
      continue;
    }
    if (chapter === '0') continue;
    entries.push({ book, chapter: Number(chapter), verse: Number(verse), osis });
  }
  return { entries, skipped };
}

export type PlainEntry = {
  /** The verse's lines (poetry lines, list items, paragraphs that start inside it). */
  lines: string[];
  /** A paragraph starts with this verse. */
  paragraph: boolean;
  /** A psalm's superscription ("A Psalm by David."), when the entry holds one. */
  psalmTitle?: string;
  /** Headings before the verse's text (Psalm 119's letters, the Psalter's five books). */
  headings: string[];
  /** Titles after the verse's text: the KJV's subscriptions to Paul's letters. */
  after: string[];
};

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Markup to one line of text: tags dropped, entities read, spaces as a printed page has them. */
export function plainLine(osis: string) {
  return (
    osis
      // Words and added words (the KJV's italics) sometimes touch: they are still separate words.
      .replace(/(<\/(?:w|transChange|divineName)>)(?=<(?:w|transChange|divineName)\b)/g, '$1 ')
      .replace(/<[^>]*>/g, '')
      .replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => entities[name]!)
      .replace(/¶/g, '')
      // The KJV module leaks a USFM marker for the divine name in 27 verses ("the \\nd LORD").
      .replace(/\\nd\*? ?/g, '')
      .replace(/\s+/g, ' ')
      .replace(/ ([,.;:?!)\]])/g, '$1')
      // A note cut out before a closing quote leaves a space before it ("God ”").
      .replace(/(\S) ([”’])(?=$|[\s,.;:?!—])/g, '$1$2')
      .replace(/(\S) ”(?=\p{L})/gu, '$1” ')
      .replace(/([([“‘]) /g, '$1')
      .trim()
  );
}

const paragraphMark = /<div\b(?=[^>]*type="x-p")(?=[^>]*sID=)[^>]*>|<lb\b[^>]*type="x-p"[^>]*>|¶/;
const lineBreak =
  /<l\b[^>]*>|<\/?item\b[^>]*>|<lb\b[^>]*>|<div\b(?=[^>]*type="x-p")[^>]*>|<\/?list\b[^>]*>/g;

/** One entry's OSIS as the reader shows it. */
export function plainEntry(raw: string): PlainEntry {
  let osis = raw
    // The last verse of a book can carry what follows the book (the WEB's glossary).
    .split(/<div\b(?=[^>]*type="book")(?=[^>]*eID=)[^>]*>/)[0]!
    .replace(/<note\b[\s\S]*?<\/note>/g, ' ')
    // The WEB names the speakers of the Song of Songs: its editors' headings, not its text.
    .replace(/<speaker\b[\s\S]*?<\/speaker>/g, ' ');

  const result: PlainEntry = { lines: [], paragraph: false, headings: [], after: [] };
  const source = osis;
  osis = osis.replace(
    /<title\b([^>]*)>([\s\S]*?)<\/title>/g,
    (_, attributes: string, inner: string, offset: number) => {
      const text = plainLine(inner);
      const before = plainLine(source.slice(0, offset));
      if (/type="psalm"/.test(attributes) && !before) result.psalmTitle = text;
      else if (before) result.after.push(text);
      else result.headings.push(text);
      return '\n';
    },
  );

  const mark = paragraphMark.exec(osis);
  result.paragraph = mark !== null && plainLine(osis.slice(0, mark.index)) === '';
  result.lines = osis
    .replace(/¶/g, '')
    .replace(lineBreak, '\n')
    .split('\n')
    .map(plainLine)
    .filter(Boolean);
  return result;
}
