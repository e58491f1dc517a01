// One-off: writes each TypeScript dictionary of the web (src/web/**/i18n/<name>-<language>.ts) as an
// ICU MessageFormat catalog (<folder>/<language>.json), then checks that every text is kept byte
// for byte and that the catalogs' compiled texts say what the old translator said, for sample
// values. Safe to run again: it refuses to overwrite a catalog that differs from what it would
// write, and does nothing once the dictionaries are gone. `npx tsx scripts/dictionaries-to-catalogs.ts`
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { compileCatalog } from '../src/web/test/messages';

const root = path.resolve(import.meta.dirname, '..');
const web = path.join(root, 'src/web');
const languages = ['en', 'pt', 'es'] as const;

/** Dictionaries spread into another one: their keys belong to their own catalog. */
const spread: Record<string, string[]> = {
  'lib/i18n/en.ts': ['lib/i18n/error-codes-en.ts'],
  'admin/i18n/admin-en.ts': ['admin/i18n/admin-content-en.ts', 'admin/i18n/admin-psalms-en.ts'],
};

/** Where each English dictionary's catalogs go (its folder, or a folder of its own beside). */
function catalogFolder(english: string): string {
  const dir = path.dirname(english);
  const base = path.basename(english, '.ts').replace(/-?en$/, '');
  const siblings = fs.readdirSync(path.join(web, dir)).filter((f) => /-en\.ts$|^en\.ts$/.test(f));
  if (dir === 'lib/i18n') return base ? path.join(dir, base) : dir;
  if (dir === 'admin/i18n')
    return base === 'admin' ? dir : path.join(dir, base.replace(/^admin-/, ''));
  // A feature: its only dictionary, or the one named like its main page, is the folder's.
  const main = siblings.length === 1 || base === 'community';
  return main ? dir : path.join(dir, base);
}

const englishFiles = fs
  .readdirSync(web, { recursive: true })
  .map(String)
  .filter((file) => /(^|\/)i18n\/(?:[\w-]+-)?en\.ts$/.test(file))
  .sort();
if (englishFiles.length === 0) {
  console.log('No dictionaries left: the catalogs are written.');
  process.exit(0);
}

type Dictionary = Record<string, string>;
async function load(file: string): Promise<Dictionary> {
  const module = (await import(path.join(web, file))) as Record<string, unknown>;
  const found = Object.values(module).filter(
    (value): value is Dictionary => typeof value === 'object' && value !== null,
  );
  if (found.length !== 1) throw new Error(`${file}: ${found.length} dictionaries`);
  return found[0]!;
}

const twin = (english: string, language: string) => english.replace(/en\.ts$/, `${language}.ts`);

/** The English file's comments: its heading, and each note inside with the key it stands before. */
function comments(file: string) {
  const text = fs.readFileSync(path.join(web, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const clean = (raw: string) =>
    raw
      .replace(/^\/\*\*?|\*\/$/g, '')
      .split('\n')
      .map((line) => line.replace(/^\s*(\*|\/\/)\s?/, '').trimEnd())
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim();
  let heading = '';
  const notes: { key: string; note: string }[] = [];
  source.forEachChild((node) => {
    if (!ts.isVariableStatement(node)) return;
    const ranges = ts.getLeadingCommentRanges(text, node.getFullStart()) ?? [];
    heading = ranges.map((r) => clean(text.slice(r.pos, r.end))).join(' ');
    const visit = (inner: ts.Node) => {
      if (ts.isPropertyAssignment(inner) || ts.isSpreadAssignment(inner)) {
        const key = ts.isPropertyAssignment(inner) ? inner.name.getText().slice(1, -1) : '';
        for (const r of ts.getLeadingCommentRanges(text, inner.getFullStart()) ?? []) {
          notes.push({ key, note: clean(text.slice(r.pos, r.end)) });
        }
        // A comment after a text on its line.
        for (const r of ts.getTrailingCommentRanges(text, inner.getEnd() + 1) ?? []) {
          notes.push({ key, note: clean(text.slice(r.pos, r.end)) });
        }
      }
      inner.forEachChild(visit);
    };
    node.forEachChild(visit);
  });
  return { heading, notes };
}

// ---- What translate.ts said before the catalogs (its plurals and placeholders), for the check.
const languageTags = { en: 'en', pt: 'pt-BR', es: 'es-419' } as const;
type Language = (typeof languages)[number];
const pluralBlock =
  /\{(\w+), plural,((?:\s*(?:=\d+|zero|one|two|few|many|other)\s*\{[^{}]*\})+)\s*\}/g;
const pluralCase = /(=\d+|zero|one|two|few|many|other)\s*\{([^{}]*)\}/g;
const formatValue = (value: string | number, locale: Language) =>
  typeof value !== 'number'
    ? value
    : Number.isInteger(value) && Math.abs(value) < 1000
      ? String(value)
      : new Intl.NumberFormat(languageTags[locale]).format(value);
function before(template: string, vars: Record<string, string | number>, locale: Language) {
  const rules = new Intl.PluralRules(languageTags[locale]);
  return template
    .replace(pluralBlock, (match, name: string, body: string) => {
      const value = vars[name];
      if (typeof value !== 'number') return match;
      const cases = new Map([...body.matchAll(pluralCase)].map((m) => [m[1], m[2] ?? '']));
      const chosen =
        cases.get(`=${value}`) ?? cases.get(rules.select(value)) ?? cases.get('other') ?? '';
      return chosen.replace(/#/g, formatValue(value, locale));
    })
    .replace(/\{(\w+)\}/g, (match, name: string) => {
      const value = vars[name];
      return value === undefined ? match : formatValue(value, locale);
    });
}
const pluralNames = (text: string) => new Set([...text.matchAll(pluralBlock)].map((m) => m[1]!));
const allNames = (text: string) => [...text.matchAll(/\{(\w+)[,}]/g)].map((m) => m[1]!);

const problems: string[] = [];
const notes: Record<string, { heading: string; notes: { key: string; note: string }[] }> = {};
for (const english of englishFiles) {
  const folder = catalogFolder(english);
  notes[folder] = comments(english);
  for (const language of languages) {
    const file = twin(english, language);
    const dictionary = await load(file);
    const excluded = new Set<string>();
    for (const other of spread[english] ?? []) {
      for (const key of Object.keys(await load(twin(other, language)))) excluded.add(key);
    }
    const own = Object.fromEntries(
      Object.entries(dictionary).filter(([key]) => !excluded.has(key)),
    );
    const json = `${JSON.stringify(own, null, 2)}\n`;
    const target = path.join(web, folder, `${language}.json`);
    if (fs.existsSync(target) && fs.readFileSync(target, 'utf8') !== json) {
      problems.push(`${target} exists and differs: not overwritten`);
      continue;
    }
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, json);
    const written = JSON.parse(fs.readFileSync(target, 'utf8')) as Dictionary;
    for (const [key, text] of Object.entries(own)) {
      if (written[key] !== text) problems.push(`${target}: '${key}' changed`);
    }
    // The compiled texts say what translate.ts said, for a count of 1, 2 and 10,000 and for
    // placeholders given as words and as numbers.
    const compiled = compileCatalog(own, language);
    for (const [key, text] of Object.entries(own)) {
      const plurals = pluralNames(text);
      for (const n of [0, 1, 2, 10_000]) {
        const vars = Object.fromEntries(
          allNames(text).map((name) => [name, plurals.has(name) ? n : `<${name}>`]),
        );
        const numeric = Object.fromEntries(allNames(text).map((name) => [name, n]));
        for (const values of [vars, numeric]) {
          const message = compiled[key]!;
          const now = typeof message === 'string' ? message : message(values);
          const then = before(text, values, language);
          if (now !== then) problems.push(`${target}: '${key}' said "${then}", now "${now}"`);
        }
      }
    }
  }
}
fs.writeFileSync('/tmp/i18n-dictionary-notes.json', JSON.stringify(notes, null, 2));
console.log(
  problems.length
    ? problems.join('\n')
    : `${englishFiles.length} dictionaries written as catalogs, every text kept.`,
);
process.exit(problems.length ? 1 : 0);
