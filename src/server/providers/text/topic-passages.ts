import type { Language } from '@contracts/enums';
import { bibles, topicVerseFile } from './bible-text';

// Passages of the Psalms by topic (an occasion or a theme), quoted whole and cut into lines only
// where a sentence or a clause ends, so no line is half a sentence (decision 056).

export type Passage = { ref: string; chapter: number; verses: string[] };

/** The passages of a topic ("wedding", "peace"), in the index's order. */
export function topicPassages(topic: string): Passage[] {
  const file = topicVerseFile();
  const entry = file.topics[topic];
  if (!entry) throw new Error(`No topic ${topic} in data/topic-verses.json`);
  return entry.passages.map((ref) => ({
    ref,
    chapter: Number(ref.split(':')[0]),
    verses: file.passages[ref]!.verses,
  }));
}

/** A passage's whole text in the language's Bible. */
export const passageText = (language: Language, passage: Passage) =>
  passage.verses.map((ref) => bibles[language].verse(ref)).join(' ');

/**
 * The lines of a passage: cut after a sentence's end (. ! ? before a capital) or a clause's (; :),
 * never inside a Spanish question or exclamation (between "¿" and "?").
 */
export function clauseLines(text: string): string[] {
  const lines: string[] = [];
  let current = '';
  let open = 0;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    current += char;
    if (char === '¿' || char === '¡') open += 1;
    if ((char === '?' || char === '!') && open > 0) open -= 1;
    const closing = /[”’"]/.test(text[i + 1] ?? '') ? text[i + 1]! : '';
    const next = text[i + 1 + closing.length];
    // "Oh! how good…": an exclamation the sentence runs on from is not the end of a line.
    const runsOn = /[!?]/.test(char) && /^ \p{Ll}/u.test(text.slice(i + 1 + closing.length));
    if (/[.!?;:]/.test(char) && open === 0 && !runsOn && (next === ' ' || next === undefined)) {
      current += closing;
      i += closing.length;
      if (current.trim()) lines.push(current.trim());
      current = '';
    }
  }
  if (current.trim()) lines.push(current.trim());
  return lines;
}

export const passageLines = (language: Language, passage: Passage) =>
  clauseLines(passageText(language, passage));

/**
 * What makes two lines the same line to a reader: their letters and digits, whatever the case,
 * accents and punctuation ("Alabad a Jehová, porque es bueno;" and "Alabad a Jehová porque es
 * bueno;", "mi salud;" and "mí salud:").
 */
export const lineKey = (line: string) =>
  line
    .normalize('NFD')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .toLowerCase();
