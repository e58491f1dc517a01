// What the Reina-Valera 1909 needs beyond the SWORD markup (decision 078, following decision 031
// for the Psalms): the module prints each psalm's superscription inside its first verse and each
// chapter's first word in capitals ("EN el principio"), and Psalm 119's stanzas open with the name
// of their Hebrew letter ("ALEPH."). The superscriptions become the psalms' titles and the letters
// their headings, as the English data has them; a capitalised opening becomes a capital initial;
// the 1909 accents on "á", "ó", "é", "ú", "fué", "fuí", "dió" and "vió" are dropped as decision 031
// drops them, so that a verse reads the same in the reader and in the offline composer.
import type { BibleChapter } from '@contracts/bible/translations';

export function modernSpelling(text: string) {
  return text
    .replace(/(?<!\p{L})á(?!\p{L})/gu, 'a')
    .replace(/(?<!\p{L})Á(?!\p{L})/gu, 'A')
    .replace(/(?<!\p{L})([óéú])(?!\p{L})/gu, (accented) => ({ ó: 'o', é: 'e', ú: 'u' })[accented]!)
    .replace(/(?<!\p{L})([Ff])ué(?!\p{L})/gu, '$1ue')
    .replace(/(?<!\p{L})([Ff])uí(?!\p{L})/gu, '$1ui')
    .replace(/(?<!\p{L})([DdVv])ió(?!\p{L})/gu, '$1io');
}

/**
 * The opening of a chapter's first verse: whatever stands before its first word in capitals is a
 * psalm's superscription ("Salmo de David."); a one-letter word just before the capitals belongs to
 * the verse ("A TI, oh Jehová"), and a second word in capitals after a one-letter or short first
 * word is part of the opening ("YO DIJE", "Y JESÚS"). The first word gets a capital initial, the
 * second is written as the rest of the Bible writes it: in lower case unless it is a name there.
 */
function opening(text: string, isName: (word: string) => boolean) {
  const capitals = /[¿¡(]?\p{Lu}{2,}(?!\p{L})/u.exec(text);
  if (!capitals) return { text };
  let start = capitals.index;
  if (/(^|[.:]\s)\p{Lu} $/u.test(text.slice(0, start))) start -= 2;
  const title = text.slice(0, start).trim() || undefined;
  const initial = (word: string) => word[0] + word.slice(1).toLowerCase();
  const rest = text
    .slice(start)
    .replace(
      /^([¿¡(]?)(\p{Lu}+)(?:(\s)(\p{Lu}{2,})(?!\p{L}))?/u,
      (_, mark: string, first: string, space?: string, second?: string) =>
        mark +
        initial(first) +
        (second ? space! + (isName(second) ? initial(second) : second.toLowerCase()) : ''),
    );
  return { title, text: rest };
}

export function adaptRv1909(bible: Record<string, BibleChapter[]>) {
  // A word the text writes in lower case somewhere is no name.
  const lowerCase = new Set<string>();
  for (const chapters of Object.values(bible)) {
    for (const { verses } of chapters) {
      for (const verse of verses) {
        for (const [word] of verse.matchAll(/\p{Ll}+/gu)) lowerCase.add(word);
      }
    }
  }
  const isName = (word: string) => !lowerCase.has(word.toLowerCase());

  for (const [book, chapters] of Object.entries(bible)) {
    for (const [index, chapter] of chapters.entries()) {
      const psalm = book === 'Ps' ? index + 1 : undefined;
      chapter.verses = chapter.verses.map((verse, at) => {
        let text = verse;
        if (psalm === 119 && at % 8 === 0) {
          text = text.replace(/^(\p{Lu}+)\.?\s+/u, (_, letter: string) => {
            chapter.headings = { ...chapter.headings, [at + 1]: letter };
            return '';
          });
        }
        if (at === 0) {
          const opened = opening(text, isName);
          // Elsewhere what comes first is the verse's ("Las sentencias de Salomón. El hijo sabio").
          if (opened.title && psalm !== undefined) chapter.title = opened.title;
          text =
            opened.title && psalm === undefined ? `${opened.title} ${opened.text}` : opened.text;
        }
        return modernSpelling(text);
      });
      if (chapter.title) chapter.title = modernSpelling(chapter.title);
    }
  }
}
