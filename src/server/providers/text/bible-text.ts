import fs from 'node:fs';
import type { Language } from '@contracts/enums';
import { serverSourcePath } from '@server/paths';
import { quotedVerse } from './bible-by-language';
import { renderDivineName } from './web-psalms';

// The verse a language's offline writing quotes for a reference (decision 056): the World English
// Bible in English and the Reina-Valera 1909 in Spanish from data/topic-verses.json
// (scripts/build-topic-verses.mjs), the Almeida 1911 in Portuguese from its own psalms
// (bible-by-language.ts, decision 057). A language that gains a Bible changes one line below.

type VerseFile = {
  topics: Record<string, { nave: string[]; passages: string[] }>;
  passages: Record<string, { verses: string[]; nave: Record<string, string[]> }>;
  verses: Record<string, { en: string; es: string }>;
};

let cache: VerseFile | undefined;

/** The topic index and its verses, loaded on first use (≈35 KB). */
export function topicVerseFile(): VerseFile {
  cache ??= JSON.parse(
    fs.readFileSync(serverSourcePath('providers/text/data/topic-verses.json'), 'utf8'),
  ) as VerseFile;
  return cache;
}

/** "Yahweh" and "Yah" as people pray them ("the Lord"), with a capital where a sentence starts. */
const prayedName = (text: string) =>
  renderDivineName(text.replace(/\bYah\b/g, 'Yahweh'))
    .replace(/([.!?]\s+)the Lord/g, '$1The Lord')
    // Spoken to ("Yahweh my God, I cried to you"): "Lord my God".
    .replace(/(^|[.!?]\s+)The Lord my God,/g, '$1Lord my God,');

/** Which Bible a language quotes, and how to quote a verse ("27:10") from it. */
export const bibles: Record<
  Language,
  { quotesOwnLanguage: boolean; verse: (ref: string) => string }
> = {
  en: { quotesOwnLanguage: true, verse: (ref) => prayedName(verseOf(ref).en) },
  pt: { quotesOwnLanguage: true, verse: (ref) => quotedVerse('pt', ref) },
  es: { quotesOwnLanguage: true, verse: (ref) => verseOf(ref).es },
};

function verseOf(ref: string) {
  const verse = topicVerseFile().verses[ref];
  if (!verse) throw new Error(`Psalm ${ref} is not in data/topic-verses.json`);
  return verse;
}
