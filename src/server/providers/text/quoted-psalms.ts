import fs from 'node:fs';
import type { Language } from '@contracts/enums';
import { serverSourcePath } from '@server/paths';
import type { Verse } from './web-psalms';

// The Bible each language's offline compositions quote (docs/decisions/031). Verses are chosen in
// the World English Bible by the reviewed index of tones (decision 013) and quoted, by reference,
// from the language's own public-domain Bible when there is one: the Reina-Valera 1909 for Spanish
// (data/rv1909-psalms.json, built by scripts/extract-rv1909-psalms.mjs from Debian's
// sword-text-sparv). No public-domain Portuguese Bible could be had from the package registries, so
// Portuguese quotes the English verses.

/** Whether a language's compositions quote a Bible of their own language. */
export const quotesOwnBible: Record<Language, boolean> = { en: true, pt: false, es: true };

let reinaValera: Map<string, string[]> | undefined;

/** The Psalms of the Reina-Valera 1909 by reference ("23:1"), loaded on first use (≈240 KB). */
export function rv1909Psalms(): Map<string, string[]> {
  if (!reinaValera) {
    const raw = JSON.parse(
      fs.readFileSync(serverSourcePath('providers/text/data/rv1909-psalms.json'), 'utf8'),
    ) as [number, number, ...string[]][];
    reinaValera = new Map(raw.map(([chapter, verse, ...lines]) => [`${chapter}:${verse}`, lines]));
  }
  return reinaValera;
}

/** The lines to quote for a verse chosen in English, in the language's Bible. */
export function quotedLines(language: Language, verse: Verse): string[] {
  if (language !== 'es') return verse.lines;
  const lines = rv1909Psalms().get(`${verse.chapter}:${verse.verse}`);
  if (!lines) throw new Error(`Psalm ${verse.chapter}:${verse.verse} is missing from the RV1909`);
  return lines;
}
