// Builds src/server/providers/text/data/topic-verses.json: the passages of the Psalms the offline
// composer quotes, by topic (an occasion such as a wedding or a harvest, or a theme such as peace),
// with their text in the World English Bible and the Reina-Valera 1909 (both public domain).
// The topics and passages are ours (below); each topic names the entries of Nave's Topical Bible
// (public domain) it follows, and the output records which of those entries cite each passage.
// Needs SWORD's `diatheke` with the modules Nave, engWEB2015eb and spaRV1909eb installed:
//   node scripts/build-topic-verses.mjs [--check]
// The Spanish text is not diatheke's: its plain output runs words together where the module's
// markup has no space between them ("para siempreessu misericordia"). It is taken from our own
// extraction, rv1909-psalms.json (scripts/extract-rv1909-psalms.mjs), which keeps those spaces, and
//   node scripts/build-topic-verses.mjs --refresh-spanish
// rewrites only the Spanish of the committed file from it, without diatheke.
// CI never runs it: the composer and its tests read the committed JSON. Every passage must read as
// whole sentences in both Bibles (a capital first, a full stop, "?" or "!" last); the script fails
// on one that does not, so no composition can quote half a sentence.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** topic → the Nave's entries it follows, and the passages ("chapter:verse[-verse]"). */
const topics = {
  // Occasions.
  wedding: {
    nave: ['MARRIAGE', 'LOVE', 'JOY'],
    passages: ['118:24', '128:1', '133:1', '37:4', '127:1', '100:5', '16:11'],
  },
  exams: {
    nave: ['KNOWLEDGE', 'WISDOM', 'INSTRUCTION'],
    passages: ['119:99', '119:66', '32:8', '25:4-5', '90:12', '121:1-2', '55:22', '4:8'],
  },
  harvest: {
    nave: ['HARVEST', 'AGRICULTURE', 'PRAISE'],
    passages: ['65:9', '65:11', '67:6', '126:5-6', '85:12', '147:7-8', '104:14-15', '107:1'],
  },
  healing: {
    nave: ['AFFLICTIONS AND ADVERSITIES', 'SICKNESS', 'PRAYER'],
    passages: ['41:3', '30:2', '6:2', '147:3', '73:26', '46:1', '103:2-5', '91:1-2'],
  },
  grief: {
    nave: ['BEREAVEMENT', 'DEATH', 'ORPHAN', 'AFFLICTIONS AND ADVERSITIES'],
    passages: ['27:10', '34:18', '23:4', '116:15', '90:1-2', '103:13', '56:8', '30:5'],
  },
  birth: {
    nave: ['CHILDREN', 'PRAISE'],
    passages: ['139:13-14', '127:3', '22:9-10', '71:6', '113:9', '100:3'],
  },
  work: {
    nave: ['INDUSTRY', 'DILIGENCE'],
    passages: ['90:17', '37:5-6', '128:2', '127:1', '16:8', '37:23-24', '32:8'],
  },
  travel: {
    nave: ['PROVIDENCE', 'FAITH'],
    passages: ['121:7-8', '139:9-10', '91:11', '107:29-30', '4:8', '121:3', '16:8'],
  },
  speech: {
    nave: ['TONGUE', 'SLANDER', 'FRIENDSHIP', 'FORGIVENESS'],
    passages: ['141:3', '19:14', '34:13', '51:10', '133:1', '32:5', '139:23-24'],
  },
  // Themes (when the prompt names no occasion).
  praise: {
    nave: ['PRAISE'],
    passages: ['150:6', '100:4', '103:1', '34:1', '145:3', '96:1-2', '113:3'],
  },
  gratitude: {
    nave: ['PRAISE', 'THANKSGIVING'],
    passages: ['100:4', '107:1', '136:1', '95:2', '9:1', '103:2-5', '118:29'],
  },
  guidance: {
    nave: ['INSTRUCTION', 'WISDOM'],
    passages: ['32:8', '25:4-5', '119:105', '143:8', '37:23-24', '16:11', '143:10'],
  },
  comfort: {
    nave: ['AFFLICTIONS AND ADVERSITIES'],
    passages: ['23:4', '34:18', '147:3', '46:1', '94:19', '119:50', '30:5'],
  },
  protection: {
    nave: ['PROVIDENCE', 'FAITH'],
    passages: ['91:1-2', '121:7-8', '46:1', '18:2', '4:8', '91:11', '121:3'],
  },
  forgiveness: {
    nave: ['FORGIVENESS', 'REPENTANCE'],
    passages: ['51:10', '103:12', '32:5', '86:5', '130:4', '51:1-2', '103:8'],
  },
  strength: {
    nave: ['FAITH', 'AFFLICTIONS AND ADVERSITIES'],
    passages: ['46:1', '73:26', '28:7', '138:3', '29:11', '27:1', '121:1-2'],
  },
  peace: {
    nave: ['PEACE'],
    passages: ['4:8', '29:11', '23:2-3', '131:2', '46:10', '119:165', '62:1-2'],
  },
  joy: {
    nave: ['JOY'],
    passages: ['16:11', '118:24', '126:3', '32:11', '5:11', '30:11-12', '100:1-2'],
  },
  trust: {
    nave: ['FAITH'],
    passages: ['56:3-4', '37:5-6', '9:10', '20:7', '112:7', '62:5-6', '125:1'],
  },
};

const dataDir = path.resolve(import.meta.dirname, '../src/server/providers/text/data');
const rv1909 = new Map(
  JSON.parse(fs.readFileSync(path.join(dataDir, 'rv1909-psalms.json'), 'utf8')).map(
    ([chapter, verse, ...lines]) => [`${chapter}:${verse}`, lines.join(' ')],
  ),
);

/** A verse of the Reina-Valera 1909 as extracted, without the musical mark "Selah". */
function spanishVerse(key) {
  const text = rv1909.get(key);
  if (!text) throw new Error(`rv1909-psalms.json has no Psalm ${key}`);
  return text.replace(/\s*\(?Selah\.?\)?/g, '').trim();
}

if (process.argv[2] === '--refresh-spanish') {
  const target = path.join(dataDir, 'topic-verses.json');
  const data = JSON.parse(fs.readFileSync(target, 'utf8'));
  for (const [key, texts] of Object.entries(data.verses)) texts.es = spanishVerse(key);
  fs.writeFileSync(target, `${JSON.stringify(data)}\n`);
  console.log(`The Spanish of ${Object.keys(data.verses).length} verses rewritten in ${target}`);
  process.exit(0);
}

// Bible text as plain text; Nave's entries in their markup, whose references are tagged.
const diatheke = (module, key) =>
  execFileSync(
    'diatheke',
    ['-b', module, ...(module === 'Nave' ? [] : ['-f', 'plain']), '-k', key],
    { encoding: 'utf8' },
  );

/** One verse's plain text: the reference and the module's name dropped, lines joined. */
function verseText(module, chapter, verse) {
  const out = diatheke(module, `Ps ${chapter}:${verse}`);
  const marker = `Psalms ${chapter}:${verse}:`;
  // Whatever comes before the reference is the psalm's superscription ("A Psalm by David.").
  let text = out
    .slice(out.indexOf(marker) + marker.length)
    .replace(/\(\w+\)\s*$/, '')
    // Markup left in the plain text ("<H3050>") and the musical mark "Selah" are not read aloud.
    .replace(/\s*<[^>]+>/g, '')
    .replace(/\s*\(?Selah\.?\)?/g, '')
    .replace(/\s+/g, ' ')
    // Two slips of the modules' typing: a comma with no space after it, two words run together.
    .replace(/,(?=\p{L})/gu, ', ')
    .replace(/\bdetoda\b/g, 'de toda')
    .trim();
  // Psalm 119's stanzas open with the name of their Hebrew letter ("NUN."): not verse.
  if (chapter === '119' && verse % 8 === 1) text = text.replace(/^\p{Lu}+\.?\s+/u, '');
  if (!out.includes(marker) || !text) throw new Error(`${module} has no Psalm ${chapter}:${verse}`);
  return text;
}

const wholeSentences = (text) =>
  /^[¿¡“"‘]*\p{Lu}/u.test(text) &&
  /[.!?][”’"]*$/u.test(text) &&
  !/\p{Lu}{3,}/u.test(text.replace(/\bJAH\b/g, ''));

/** The Psalm references ("Ps.27.10", "Ps.103.2-Ps.103.5") an entry of Nave's cites. */
function naveCites(topic) {
  const entry = diatheke('Nave', topic);
  if (!entry.startsWith(`${topic}:`)) throw new Error(`Nave's has no entry ${topic}`);
  const cited = new Set();
  for (const [, from, to] of entry.matchAll(/osisRef="Ps\.(\d+\.\d+)(?:-Ps\.(\d+\.\d+))?"/g)) {
    const [chapter, first] = from.split('.').map(Number);
    const last = to ? Number(to.split('.')[1]) : first;
    for (let verse = first; verse <= last; verse += 1) cited.add(`${chapter}:${verse}`);
  }
  // A bare chapter ("Ps.23") cites all of it.
  for (const [, chapter] of entry.matchAll(/osisRef="Ps\.(\d+)"/g)) cited.add(`${chapter}:*`);
  return cited;
}

const verses = {};
const passages = {};
const failures = [];
const naveCache = new Map();
for (const [topic, { nave, passages: refs }] of Object.entries(topics)) {
  for (const entry of nave) if (!naveCache.has(entry)) naveCache.set(entry, naveCites(entry));
  for (const ref of refs) {
    const [chapter, range] = ref.split(':');
    const [first, last = first] = range.split('-').map(Number);
    const numbers = Array.from({ length: last - first + 1 }, (_, i) => first + i);
    const texts = { en: [], es: [] };
    for (const verse of numbers) {
      const key = `${chapter}:${verse}`;
      verses[key] ??= {
        en: verseText('engWEB2015eb', chapter, verse),
        es: spanishVerse(key),
      };
      texts.en.push(verses[key].en);
      texts.es.push(verses[key].es);
    }
    for (const language of ['en', 'es']) {
      const text = texts[language].join(' ');
      if (!wholeSentences(text)) {
        failures.push(`Psalm ${ref} (${language}) is not whole sentences: ${text}`);
      }
    }
    const citedBy = nave.filter((entry) =>
      numbers.some(
        (verse) =>
          naveCache.get(entry).has(`${chapter}:${verse}`) ||
          naveCache.get(entry).has(`${chapter}:*`),
      ),
    );
    passages[ref] ??= { verses: numbers.map((verse) => `${chapter}:${verse}`), nave: {} };
    passages[ref].nave[topic] = citedBy;
  }
}

if (failures.length > 0) {
  console.error(failures.join('\n'));
  process.exit(1);
}

const output = `${JSON.stringify({
  source:
    "Nave's Topical Bible (topics), World English Bible (en), Reina-Valera 1909 (es): public domain",
  topics,
  passages,
  verses,
})}\n`;
const target = path.resolve(
  import.meta.dirname,
  '../src/server/providers/text/data/topic-verses.json',
);
if (process.argv[2] === '--check') {
  if (fs.readFileSync(target, 'utf8') !== output) {
    console.error(`${target} differs from what this script builds: run it without --check`);
    process.exit(1);
  }
  console.log(`${target} is up to date`);
} else {
  fs.writeFileSync(target, output);
  const cited = Object.values(passages).filter((p) => Object.values(p.nave).some((n) => n.length));
  console.log(
    `${Object.keys(passages).length} passages (${cited.length} cited by Nave's under their topic), ${Object.keys(verses).length} verses written to ${target}`,
  );
}
