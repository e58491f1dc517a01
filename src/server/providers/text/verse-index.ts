import fs from 'node:fs';
import { serverSourcePath } from '@server/paths';
import type { PsalmTheme } from '@contracts/enums';
import { webPsalms, type Verse } from './web-psalms';

// The reviewed index of the Psalms by tone (data/psalm-verse-index.json), built by
// scripts/build-psalm-verse-index.mjs from word rules and a hand-reviewed list (decision 013).

/** What a verse does. */
export type Tone = 'praise' | 'trust' | 'petition' | 'lament' | 'wisdom' | 'penitence';
/** What keeps a verse out of every composition. */
export type ExcludedTone = 'enemy' | 'curse' | 'history' | 'context' | 'death';

export type IndexedVerse = Verse & { ref: string; tones: (Tone | ExcludedTone)[] };

const excludedTones: readonly ExcludedTone[] = ['enemy', 'curse', 'history', 'context', 'death'];

/**
 * The tones each theme draws from, strongest fit first (the same table heads the build script).
 * `lament`: whether a lament verse may serve, and then only when it also trusts or asks.
 */
export const themeTones: Record<PsalmTheme, { tones: Tone[]; lament: boolean }> = {
  praise: { tones: ['praise'], lament: false },
  gratitude: { tones: ['praise', 'trust'], lament: false },
  joy: { tones: ['praise', 'trust'], lament: false },
  peace: { tones: ['trust', 'praise'], lament: false },
  guidance: { tones: ['wisdom', 'petition', 'trust'], lament: false },
  comfort: { tones: ['trust', 'petition'], lament: true },
  protection: { tones: ['trust', 'petition'], lament: true },
  strength: { tones: ['trust', 'praise', 'petition'], lament: true },
  forgiveness: { tones: ['penitence', 'petition', 'trust'], lament: true },
  trust: { tones: ['trust', 'petition'], lament: true },
};

export const isExcluded = (verse: IndexedVerse) =>
  verse.tones.some((tone) => (excludedTones as readonly string[]).includes(tone));

/** Whether the composer may quote this verse for the theme. */
export function fitsTheme(verse: IndexedVerse, theme: PsalmTheme) {
  if (isExcluded(verse)) return false;
  const { tones, lament } = themeTones[theme];
  if (!verse.tones.some((tone) => (tones as string[]).includes(tone))) return false;
  if (!verse.tones.includes('lament')) return true;
  return lament && (verse.tones.includes('trust') || verse.tones.includes('petition'));
}

type IndexFile = { verses: [ref: string, tones: IndexedVerse['tones'], why: string][] };

let cache: IndexedVerse[] | undefined;

/** Every verse of the Psalms with its tones, loaded on first use. */
export function indexedPsalms(): IndexedVerse[] {
  if (!cache) {
    const file = JSON.parse(
      fs.readFileSync(serverSourcePath('providers/text/data/psalm-verse-index.json'), 'utf8'),
    ) as IndexFile;
    const tones = new Map(file.verses.map(([ref, verseTones]) => [ref, verseTones]));
    cache = webPsalms().map((verse) => {
      const ref = `${verse.chapter}:${verse.verse}`;
      const verseTones = tones.get(ref);
      if (!verseTones) throw new Error(`Psalm ${ref} is missing from the verse index`);
      return { ...verse, ref, tones: verseTones };
    });
  }
  return cache;
}
