import fs from 'node:fs';
import type { Language } from '@contracts/enums';
import type { LanguageSupport } from '@contracts/system-status';
import { serverSourcePath } from '@server/paths';
import { webPsalms } from './web-psalms';

// The public-domain Bible each language's offline compositions quote (decisions 031 and 057;
// provenance in docs/sources.md). Verses are chosen in the World English Bible by the reviewed index
// (decision 013) and quoted, by reference ("23:1"), from the language's own Bible: every one of them
// holds the Psalms in the same numbering, which its extraction script checks.

export type LanguageBible = {
  /** The translation's name as citations and the status card give it: "Almeida 1911". */
  name: string;
  /** The data file under providers/text/data, built by scripts/extract-<id>-psalms.mjs; none for English. */
  file?: string;
};

export const bibles: Record<Language, LanguageBible> = {
  en: { name: 'World English Bible' },
  pt: { name: 'Almeida 1911', file: 'almeida1911-psalms.json' },
  es: { name: 'Reina-Valera 1909', file: 'rv1909-psalms.json' },
};

const loaded = new Map<Language, Map<string, string[]>>();

/** A language's Psalms by reference ("23:1" → its lines), loaded on first use (≈240 KB each). */
export function psalmsIn(language: Language): Map<string, string[]> {
  let psalms = loaded.get(language);
  if (!psalms) {
    const { file } = bibles[language];
    psalms = file
      ? new Map(
          (
            JSON.parse(fs.readFileSync(serverSourcePath('providers/text/data', file), 'utf8')) as [
              number,
              number,
              ...string[],
            ][]
          ).map(([chapter, verse, ...lines]) => [`${chapter}:${verse}`, lines]),
        )
      : new Map(webPsalms().map((verse) => [`${verse.chapter}:${verse.verse}`, verse.lines]));
    loaded.set(language, psalms);
  }
  return psalms;
}

/** A verse in a language's Bible; throws for a reference it lacks (the data files are checked whole). */
export function verseIn(language: Language, chapter: number, verse: number): string[] {
  const lines = psalmsIn(language).get(`${chapter}:${verse}`);
  if (!lines)
    throw new Error(`Psalm ${chapter}:${verse} is missing from the ${bibles[language].name}`);
  return lines;
}

/** A verse by reference ("27:10") in a language's Bible, its lines joined into one: for the composer. */
export function quotedVerse(language: Language, ref: string): string {
  const [chapter, verse] = ref.split(':').map(Number);
  return verseIn(language, chapter!, verse!).join(' ');
}

/** How the offline composer serves each language, for the system status card. */
export function offlineTextLanguages(): LanguageSupport[] {
  return (Object.keys(bibles) as Language[]).map((language) => ({
    language,
    support: 'native',
    detail: `${bibles[language].name} psalms`,
  }));
}
