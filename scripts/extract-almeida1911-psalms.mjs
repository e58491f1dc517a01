// Builds src/server/providers/text/data/almeida1911-psalms.json: the Psalms of João Ferreira
// d'Almeida's Bible in the Lisbon printing of 1911 (edição revista e corrigida of 1900, reprinted by
// the Deposito das Escripturas Sagradas in 1911; public domain: see docs/sources.md), for the
// offline composer's Portuguese psalms (decision 057).
//
// Source: the GitHub repository damarals/biblias, file data/canonical/ALM1911/PSA.json at commit
// 6a5a40f0418f20622f24134d83a8eb37572a2f0d (the file as added in 2a2f18e, "seed Bíblia Livre and
// Almeida 1911 from getbible (public domain)"; its text is CrossWire's PorAlmeida1911 module):
//   git clone <damarals/biblias> biblias
//   git -C biblias show 6a5a40f0418f20622f24134d83a8eb37572a2f0d:data/canonical/ALM1911/PSA.json > PSA.json
//   node scripts/extract-almeida1911-psalms.mjs PSA.json
// Its verses were compared with Project Gutenberg's transcription of the 1911 printing (eBook
// #62383): they read word for word as printed, the one difference found being corrected below.
//
// Output: [[chapter, verse, "line", "line", …], …], one entry per verse, as rv1909-psalms.json. The
// verse numbers are checked against the World English Bible's (the offline composer chooses verses
// by reference from the English index and quotes these in Portuguese). The 1911 spelling is kept as
// printed ("peccadores", "n’elle", "Bemaventurado"): no rule modernises it without errors. What
// changes: the superscriptions are not in the source; "(Selah)" is left out, as the English data
// leaves it out; the source's stray "*" (a hyphenation mark in 87:4 and 106:28) is dropped; the
// apostrophe is the printed ’; lines are cut after a colon or a semicolon, the half-verse marks of the
// text, and a line longer than 80 characters at the comma nearest its middle.
// --check compares with the committed file instead of writing it.
import fs from 'node:fs';
import path from 'node:path';

const [source, flag] = process.argv.slice(2);
if (!source) {
  throw new Error(
    'usage: node scripts/extract-almeida1911-psalms.mjs <ALM1911 PSA.json> [--check]',
  );
}
const dataDir = path.resolve(import.meta.dirname, '../src/server/providers/text/data');
const target = path.join(dataDir, 'almeida1911-psalms.json');

/** Where the source differs from the 1911 printing (Project Gutenberg #62383): [wrong, printed]. */
const errata = new Map([['38:1', ['A Senhor, não', 'Ó Senhor, não']]]);

const book = JSON.parse(fs.readFileSync(source, 'utf8'));
if (book.code !== 'PSA' || book.chapters?.length !== 150) {
  throw new Error(`${source} is not the book of Psalms in 150 chapters`);
}

const english = JSON.parse(fs.readFileSync(path.join(dataDir, 'web-psalms.json'), 'utf8'));
const versesIn = new Map();
for (const [chapter] of english) versesIn.set(chapter, (versesIn.get(chapter) ?? 0) + 1);

function cleaned(text, ref) {
  let result = text.replace(/\s+/g, ' ').trim();
  const erratum = errata.get(ref);
  if (erratum) {
    if (!result.includes(erratum[0]))
      throw new Error(`Psalm ${ref} no longer reads "${erratum[0]}"`);
    result = result.replace(erratum[0], erratum[1]);
  }
  return (
    result
      .replace(/\*/g, '')
      .replace(/'/g, '’')
      // "(Selah)", "(Selah.)", "Selah)": the musical mark, with the space before it.
      .replace(/\s*\(?\bSelah\b\.?\)?/g, '')
      // What it leaves behind: "benção. ." or "Deus ." or "salvo;." at the end, ", ," inside.
      .replace(/\s+([.,;:!?])/g, '$1')
      .replace(/([.!?])\.+$/, '$1')
      .replace(/[,;:]\.$/, '.')
      .replace(/,,/g, ',')
      .trim()
      .replace(/(\p{L})$/u, '$1.')
  );
}

/** Cuts a verse after each colon or semicolon, then a line longer than 80 at its middle comma. */
function lines(text) {
  const halves = text.split(/(?<=[:;]) /);
  return halves.flatMap(function cut(line) {
    if (line.length <= 80) return [line];
    const commas = [...line.matchAll(/, /g)]
      .map((match) => match.index + 1)
      .filter((at) => at >= 25 && line.length - at >= 25);
    if (commas.length === 0) return [line];
    const middle = commas.reduce((best, at) =>
      Math.abs(at - line.length / 2) < Math.abs(best - line.length / 2) ? at : best,
    );
    return [...cut(line.slice(0, middle).trim()), ...cut(line.slice(middle).trim())];
  });
}

const verses = [];
for (const [index, chapter] of book.chapters.entries()) {
  const number = index + 1;
  if (chapter.number !== number)
    throw new Error(`Expected Psalm ${number}, found ${chapter.number}`);
  const count = versesIn.get(number);
  if (chapter.verses.length !== count) {
    throw new Error(
      `Psalm ${number} has ${chapter.verses.length} verses; the English has ${count}`,
    );
  }
  for (const [at, verse] of chapter.verses.entries()) {
    if (verse.number !== at + 1)
      throw new Error(`Psalm ${number}: verse ${verse.number} out of place`);
    const text = cleaned(verse.text, `${number}:${verse.number}`);
    if (!/\p{L}/u.test(text)) throw new Error(`Psalm ${number}:${verse.number} is empty`);
    verses.push([number, verse.number, ...lines(text)]);
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
