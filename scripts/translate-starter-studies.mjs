#!/usr/bin/env node
// Builds the starter library's Scripture Studies in Portuguese and Spanish
// (src/server/modules/starter-library/translations/studies.json, decision 152) from the
// English studies.json (scripts/extract-starter-library.mjs) and the Psalms of the Almeida 1911 and
// the Reina-Valera 1909 (src/server/providers/text/data, docs/sources.md). A psalm study quotes its
// passage from the reader's Bible by reference; a study of another book keeps the World English
// Bible's passage and says so, since we hold only the Psalms in those Bibles. The commentaries
// (Spurgeon, Matthew Henry) and Nave's references stay English, said so on the item; the headings
// and the questions for reflection (./starter-studies/questions.mjs) are ours, translated.
// The output is committed. Run: node scripts/translate-starter-studies.mjs
import fs from 'node:fs';
import path from 'node:path';
import { questions } from './starter-studies/questions.mjs';

const root = path.resolve(import.meta.dirname, '..');
const library = path.join(root, 'src/server/modules/starter-library');
const english = JSON.parse(fs.readFileSync(path.join(library, 'studies.json'), 'utf8'));
const output = path.join(library, 'translations/studies.json');

function psalmsOf(file) {
  const verses = JSON.parse(
    fs.readFileSync(path.join(root, 'src/server/providers/text/data', file), 'utf8'),
  );
  return new Map(
    verses.map(([chapter, verse, ...lines]) => [`${chapter}:${verse}`, lines.join(' ')]),
  );
}

const books = {
  pt: {
    Matthew: 'Mateus',
    John: 'João',
    Luke: 'Lucas',
    Romans: 'Romanos',
    Philippians: 'Filipenses',
    Isaiah: 'Isaías',
  },
  es: {
    Matthew: 'Mateo',
    John: 'Juan',
    Luke: 'Lucas',
    Romans: 'Romanos',
    Philippians: 'Filipenses',
    Isaiah: 'Isaías',
  },
};

/** What each language says around the passage, the commentary, Nave's line and the questions. */
const texts = {
  pt: {
    bible: { name: 'Almeida 1911', psalms: psalmsOf('almeida1911-psalms.json') },
    readPsalm: (ref) => `Leia o Salmo ${ref} (Almeida 1911).`,
    readOther: (ref) =>
      `Leia ${ref}. O texto bíblico abaixo está em inglês (World English Bible): por enquanto temos em português apenas os Salmos.`,
    spurgeon: 'Do Treasury of David, de Spurgeon (o comentário está em inglês):',
    henry: 'Do comentário de Matthew Henry (o comentário está em inglês):',
    related: (heading, refs) =>
      `Passagens relacionadas, da Nave’s Topical Bible (${heading}, em inglês): ${refs}.`,
    reflect: 'Para refletir:',
  },
  es: {
    bible: { name: 'Reina-Valera 1909', psalms: psalmsOf('rv1909-psalms.json') },
    readPsalm: (ref) => `Lee el Salmo ${ref} (Reina-Valera 1909).`,
    readOther: (ref) =>
      `Lee ${ref}. El texto bíblico a continuación está en inglés (World English Bible): por ahora solo tenemos los Salmos en español.`,
    spurgeon: 'Del Treasury of David, de Spurgeon (el comentario está en inglés):',
    henry: 'Del comentario de Matthew Henry (el comentario está en inglés):',
    related: (heading, refs) =>
      `Pasajes relacionados, de la Nave’s Topical Bible (${heading}, en inglés): ${refs}.`,
    reflect: 'Para reflexionar:',
  },
};

/**
 * The English body's parts, as extract-starter-library.mjs joins them: the reading line, the
 * passage, the commentary's heading, its paragraphs up to the "— " attribution, Nave's line when
 * there is one, "For reflection:" and the questions.
 */
function partsOf(body) {
  const paragraphs = body.split('\n\n');
  const [read, passage, commentaryHeading] = paragraphs;
  const attribution = paragraphs.findIndex((p) => p.startsWith('— '));
  const reflection = paragraphs.indexOf('For reflection:');
  const related = paragraphs.slice(attribution + 1, reflection);
  const reference = /^Read (.+) \(World English Bible\)\.$/.exec(read);
  const nave =
    related[0] && /^Related passages, from Nave’s Topical Bible \((.+)\): (.+)\.$/.exec(related[0]);
  if (!reference || attribution < 0 || reflection < 0 || (related.length && !nave))
    throw new Error(`Unexpected study body: ${read}`);
  return {
    reference: reference[1],
    passage,
    byHenry: commentaryHeading.includes('Matthew Henry'),
    commentary: paragraphs.slice(3, attribution + 1),
    nave: nave ? { heading: nave[1], references: nave[2] } : null,
  };
}

function psalmPassage(psalms, reference) {
  const [, chapter, from, to] = /^Psalm (\d+):(\d+)-(\d+)$/.exec(reference);
  const verses = [];
  for (let verse = Number(from); verse <= Number(to); verse++) {
    const text = psalms.get(`${chapter}:${verse}`);
    if (!text) throw new Error(`Psalm ${chapter}:${verse} is missing`);
    verses.push(text);
  }
  return { ref: `${chapter}:${from}-${to}`, text: verses.join(' ') };
}

function translated(study, language) {
  const say = texts[language];
  const parts = partsOf(study.body);
  const own = questions[study.title]?.[language];
  if (!own) throw new Error(`No ${language} questions for ${study.title}`);
  const isPsalm = parts.reference.startsWith('Psalm ');
  const passage = isPsalm ? psalmPassage(say.bible.psalms, parts.reference) : null;
  const [book, ...rest] = parts.reference.split(' ');
  return [
    passage
      ? say.readPsalm(passage.ref)
      : say.readOther([books[language][book], ...rest].join(' ')),
    passage ? passage.text : parts.passage,
    parts.byHenry ? say.henry : say.spurgeon,
    ...parts.commentary,
    ...(parts.nave ? [say.related(parts.nave.heading, parts.nave.references)] : []),
    say.reflect,
    ...own,
  ].join('\n\n');
}

const built = english.map((study) => ({
  title: study.title,
  bodies: { pt: translated(study, 'pt'), es: translated(study, 'es') },
}));
fs.writeFileSync(output, `${JSON.stringify(built, null, 2)}\n`);
console.log(`Wrote ${built.length} studies to ${path.relative(root, output)}`);
