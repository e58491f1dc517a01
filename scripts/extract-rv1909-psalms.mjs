// Builds src/server/providers/text/data/rv1909-psalms.json: the Psalms of the Reina-Valera 1909
// (public domain; "This work is not copyrighted", says the package's copyright file) from Debian's
// `sword-text-sparv` package, a SWORD zText module in KJV versification:
//   apt-get download sword-text-sparv && dpkg -x sword-text-sparv_*.deb sparv
//   node scripts/extract-rv1909-psalms.mjs sparv/usr/share/sword/modules/texts/ztext/spaRV1909eb
// Output: [[chapter, verse, "line", "line", …], …], one entry per verse, as web-psalms.json. The
// verse numbers are checked against the World English Bible's (the offline composer chooses verses
// by reference from the English index and quotes these in Spanish). Markup (Strong's numbers, added
// words) is dropped, the superscriptions that open some psalms' first verse and the letters heading the
// stanzas of Psalm 119 are left out (the English data has neither), the capitals of each psalm's first word become a capital initial, and the spelling
// is brought up to date in one respect only: the preposition "á" and the conjunctions "ó", "é" and
// "ú" lose their accent, as do "fué", "fuí", "dió" and "vió". Lines are cut after a colon or a
// semicolon, the half-verse marks of the 1909 text, never inside a question or an exclamation, and
// a line longer than 80 characters at its middle comma.
// --check compares with the committed file instead of writing it.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const [moduleDir, flag] = process.argv.slice(2);
if (!moduleDir) {
  throw new Error(
    'usage: node scripts/extract-rv1909-psalms.mjs <spaRV1909eb module folder> [--check]',
  );
}
const dataDir = path.resolve(import.meta.dirname, '../src/server/providers/text/data');
const target = path.join(dataDir, 'rv1909-psalms.json');

// The zText format: ot.bzs lists compressed blocks (offset, size, inflated size: 3 × uint32 LE);
// ot.bzv lists every entry of the versification (block, offset in the inflated block: uint32 LE;
// size: uint16 LE); ot.bzz holds the zlib-compressed blocks.
const read = (name) => fs.readFileSync(path.join(moduleDir, name));
const [bzs, bzv, bzz] = ['ot.bzs', 'ot.bzv', 'ot.bzz'].map(read);
const blocks = new Map();
const block = (n) => {
  if (!blocks.has(n)) {
    const offset = bzs.readUInt32LE(n * 12);
    const size = bzs.readUInt32LE(n * 12 + 4);
    blocks.set(n, zlib.inflateSync(bzz.subarray(offset, offset + size)));
  }
  return blocks.get(n);
};
const entries = bzv.length / 10;
const entry = (index) => {
  const size = bzv.readUInt16LE(index * 10 + 8);
  if (size === 0) return '';
  const offset = bzv.readUInt32LE(index * 10 + 4);
  return block(bzv.readUInt32LE(index * 10))
    .subarray(offset, offset + size)
    .toString('utf8');
};

// The Psalms open with the book's entry; each chapter with its own, then one entry per verse.
let index = 0;
while (index < entries && !entry(index).includes('osisID="Ps"')) index += 1;
if (index === entries) throw new Error('No book of Psalms in this module');

const english = JSON.parse(fs.readFileSync(path.join(dataDir, 'web-psalms.json'), 'utf8'));
const versesIn = new Map();
for (const [chapter] of english) versesIn.set(chapter, (versesIn.get(chapter) ?? 0) + 1);

const plain = (osis) =>
  osis
    .replace(/<note\b[\s\S]*?<\/note>/g, '')
    .replace(/<title\b[\s\S]*?<\/title>/g, '')
    // Words and added words (italics in print) sometimes touch: they are still separate words.
    .replace(/(<\/(?:w|transChange)>)(?=<(?:w|transChange)\b)/g, '$1 ')
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.;:?!])/g, '$1')
    .trim();

const modernSpelling = (text) =>
  text
    .replace(/(?<!\p{L})á(?!\p{L})/gu, 'a')
    .replace(/(?<!\p{L})Á(?!\p{L})/gu, 'A')
    .replace(/(?<!\p{L})([óéú])(?!\p{L})/gu, (accented) => ({ ó: 'o', é: 'e', ú: 'u' })[accented])
    .replace(/(?<!\p{L})([Ff])ué(?!\p{L})/gu, '$1ue')
    .replace(/(?<!\p{L})([Ff])uí(?!\p{L})/gu, '$1ui')
    .replace(/(?<!\p{L})([DdVv])ió(?!\p{L})/gu, '$1io');

const names = new Set(['JEHOVÁ', 'DIOS', 'SEÑOR', 'JAH']);

/**
 * A psalm's first verse: its first word is in capitals ("JEHOVÁ es mi pastor"); whatever comes
 * before it is the superscription ("Salmo de David.") and is left out. A one-letter word just before
 * the capitals belongs to the verse ("A TI, oh Jehová"), and a second word in capitals after a short
 * first one is part of the opening ("YO DIJE"): both become ordinary words ("A ti", "Yo dije"),
 * the names of God keeping their capital ("A Jehová").
 */
function openingVerse(text, chapter) {
  const capitals = text.match(/[¿¡]?\p{Lu}{2,}(?!\p{L})/u);
  if (!capitals) throw new Error(`Psalm ${chapter}:1 has no capitalised opening word`);
  let start = capitals.index;
  if (/(^|[.:]\s)\p{Lu} $/u.test(text.slice(0, start))) start -= 2;
  const word = (capital, first) =>
    first || names.has(capital)
      ? capital[0] + capital.slice(1).toLowerCase()
      : capital.toLowerCase();
  return text
    .slice(start)
    .replace(
      /^([¿¡]?)(\p{Lu}+)(?:(\s)(\p{Lu}{2,})(?!\p{L}))?/u,
      (_, mark, first, space, second) =>
        mark + word(first, true) + (second ? space + word(second, false) : ''),
    );
}

/**
 * Cuts a verse after each colon or semicolon that is not inside a question or an exclamation, then
 * a line still longer than 80 characters at the comma nearest its middle.
 */
function lines(text) {
  return halves(text).flatMap(function cut(line) {
    if (line.length <= 80) return [line];
    const commas = [...line.matchAll(/, /g)]
      .map((match) => match.index + 1)
      .filter((at) => at >= 25 && line.length - at >= 25 && balanced(line.slice(0, at)));
    if (commas.length === 0) return [line];
    const middle = commas.reduce((best, at) =>
      Math.abs(at - line.length / 2) < Math.abs(best - line.length / 2) ? at : best,
    );
    return [...cut(line.slice(0, middle).trim()), ...cut(line.slice(middle).trim())];
  });
}

const balanced = (text) =>
  (text.match(/[¿¡]/g) ?? []).length === (text.match(/[?!]/g) ?? []).length;

function halves(text) {
  const result = [];
  let current = '';
  let open = 0;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    current += char;
    if (char === '¿' || char === '¡') open += 1;
    if ((char === '?' || char === '!') && open > 0) open -= 1;
    if ((char === ':' || char === ';') && open === 0 && text[i + 1] === ' ') {
      result.push(current.trim());
      current = '';
    }
  }
  if (current.trim()) result.push(current.trim());
  return result;
}

const verses = [];
for (let chapter = 1; chapter <= 150; chapter += 1) {
  index += 1;
  if (!entry(index).includes(`osisID="Ps.${chapter}"`)) {
    throw new Error(`Expected the opening of Psalm ${chapter} at entry ${index}`);
  }
  const count = versesIn.get(chapter);
  if (!count) throw new Error(`The English data has no Psalm ${chapter}`);
  for (let verse = 1; verse <= count; verse += 1) {
    index += 1;
    let text = plain(entry(index));
    // Psalm 119's stanzas open with the name of their Hebrew letter ("ALEPH.", "NUN."): not verse.
    if (chapter === 119 && verse % 8 === 1) text = text.replace(/^\p{Lu}+\.?\s+/u, '');
    if (verse === 1) text = openingVerse(text, chapter);
    text = modernSpelling(text);
    if (!text) throw new Error(`Psalm ${chapter}:${verse} is empty`);
    verses.push([chapter, verse, ...lines(text)]);
  }
}
if (verses.length !== english.length) {
  throw new Error(`${verses.length} verses, but the English data has ${english.length}`);
}

const output = `${JSON.stringify(verses)}\n`;
if (flag === '--check') {
  if (fs.readFileSync(target, 'utf8') !== output) {
    console.error(`${target} differs from what this script builds: run it without --check`);
    process.exit(1);
  }
  console.log(`${target} is up to date`);
} else {
  fs.writeFileSync(target, output);
  console.log(`${verses.length} verses written to ${target}`);
}
