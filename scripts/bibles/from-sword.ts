// A SWORD module's entries gathered into a data file's books and chapters (decision 078).
import { books } from '@contracts/bible/books';
import type { BibleChapter } from '@contracts/bible/translations';
import { plainEntry, readSwordModule } from './sword';

export type Built = {
  books: Record<string, BibleChapter[]>;
  /** "Book chapter:verse" of the verses missing inside a chapter's numbering (kept as ""). */
  gaps: string[];
  /** Books the module has beyond the 66, with their number of entries (left out). */
  skipped: Map<string, number>;
};

export function bibleFromSword(swordPath: string, module: string): Built {
  const { entries, skipped } = readSwordModule(swordPath, module);
  const chapters = new Map<string, Map<number, BibleChapter & { text: Map<number, string> }>>();
  for (const { book, chapter, verse, osis } of entries) {
    const ofBook = chapters.get(book) ?? new Map();
    chapters.set(book, ofBook);
    const current = ofBook.get(chapter) ?? { verses: [], text: new Map<number, string>() };
    ofBook.set(chapter, current);
    const plain = plainEntry(osis);
    // Psalm 119's superscriptions are its stanzas' letters, before their first verses.
    const psalm119 = book === 'Ps' && chapter === 119;
    if (plain.psalmTitle && !psalm119 && verse <= 1) current.title = plain.psalmTitle;
    else if (plain.psalmTitle) plain.headings.push(plain.psalmTitle);
    const headed = Math.max(verse, 1);
    if (plain.headings.length > 0) {
      current.headings = { ...current.headings, [headed]: plain.headings.join(' ') };
    }
    if (verse === 0) {
      if (plain.lines.length > 0) throw new Error(`${book} ${chapter}:0 has text: ${plain.lines}`);
      continue;
    }
    if (plain.after.length > 0) current.after = plain.after.join(' ');
    if (plain.paragraph && verse > 1) current.paragraphs = [...(current.paragraphs ?? []), verse];
    if (plain.lines.length > 0) current.text.set(verse, plain.lines.join('\n'));
  }

  const result: Built = { books: {}, gaps: [], skipped };
  for (const book of books) {
    const ofBook = chapters.get(book.id);
    if (!ofBook) throw new Error(`${module} has no ${book.id}`);
    result.books[book.id] = [...ofBook.keys()]
      .sort((a, b) => a - b)
      .map((number, index) => {
        if (number !== index + 1) throw new Error(`${module} ${book.id}: no chapter ${index + 1}`);
        const { text, ...chapter } = ofBook.get(number)!;
        const last = Math.max(...text.keys());
        for (let verse = 1; verse <= last; verse += 1) {
          if (!text.has(verse)) result.gaps.push(`${book.id} ${number}:${verse}`);
          chapter.verses.push(text.get(verse) ?? '');
        }
        return chapter;
      });
  }
  return result;
}
