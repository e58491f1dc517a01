import fs from 'node:fs';
import { serverSourcePath } from '@server/paths';

/** A verse of the Psalms in the World English Bible (public domain), its poetic lines kept. */
export type Verse = { chapter: number; verse: number; lines: string[] };

let cache: Verse[] | undefined;

/**
 * "Yahweh" is the WEB's rendering of the divine name; most readers pray "the Lord". Addressed
 * directly ("Yahweh, hear me", "O Yahweh,", "Teach me your way, Yahweh.") it becomes "Lord";
 * "Lord Yahweh" becomes "Lord God"; otherwise "the Lord".
 */
export function renderDivineName(line: string) {
  return line
    .replace(/Lord Yahweh/g, 'Lord God')
    .replace(/(^|\bO |, )Yahweh(?=[,!.?;]| God\b)/g, '$1Lord')
    .replace(/Yahweh/g, 'the Lord')
    .replace(/^the Lord/, 'The Lord');
}

/** A verse quoted out of its passage may hold only one half of a quotation: drop such quotes. */
function balanceQuotes(lines: string[]) {
  const text = lines.join(' ');
  const opening = (text.match(/“/g) ?? []).length;
  const closing = (text.match(/”/g) ?? []).length;
  return opening === closing ? lines : lines.map((line) => line.replace(/[“”]/g, ''));
}

/** Loaded on first use: the offline composer's whole source text (≈250 KB). */
export function webPsalms(): Verse[] {
  if (!cache) {
    const raw = JSON.parse(
      fs.readFileSync(serverSourcePath('providers/text/data/web-psalms.json'), 'utf8'),
    ) as [number, number, ...string[]][];
    cache = raw.map(([chapter, verse, ...lines]) => ({
      chapter,
      verse,
      lines: balanceQuotes(lines.map(renderDivineName)),
    }));
  }
  return cache;
}
