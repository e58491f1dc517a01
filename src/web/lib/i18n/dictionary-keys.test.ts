import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import MessageFormat from '@messageformat/core';
import { afterAll, describe, expect, test } from 'vitest';
import { languages, languageTags } from '@contracts/languages';
import { catalogFolders, placeholders, sourceFiles, usedKeys } from '@web/test/translation-keys';

/**
 * The catalogs' own checks, run by `npm test` and so by CI, over every catalog of the web and the
 * server (an `i18n` folder's `en.json`): each has a twin in every other language of
 * src/contracts/languages.ts (`pt.json`, `es.json`) with the same keys, no empty text and the same
 * placeholders, every text is one the library reads, and every English key is used by the code.
 */
const srcRoot = path.resolve(import.meta.dirname, '../../..');
const others = languages.filter((language) => language !== 'en');

/**
 * Catalogs in English only: what the API answers in its messages, English by design (the web says
 * it in the reader's language from the error code or by template, decision 143).
 */
const englishOnly = new Set(['server/lib/i18n']);

type Catalog = Record<string, string>;

/** The catalog of a language in a folder, or what is wrong with it. */
function load(folder: string, language: string): Catalog | string {
  const file = path.join(folder, `${language}.json`);
  if (!fs.existsSync(path.join(srcRoot, file))) return `${file} is missing`;
  const catalog = JSON.parse(fs.readFileSync(path.join(srcRoot, file), 'utf8')) as unknown;
  const flat =
    typeof catalog === 'object' &&
    catalog !== null &&
    Object.values(catalog).every((text) => typeof text === 'string');
  return flat ? (catalog as Catalog) : `${file} is not a flat object of texts`;
}

const english = new Map<string, Catalog>();
for (const folder of catalogFolders()) {
  const catalog = load(folder, 'en');
  if (typeof catalog === 'string') throw new Error(catalog);
  english.set(folder, catalog);
}

/** The plural categories of a language (CLDR's, as make-plural has them). */
const cardinals = (language: string) =>
  new MessageFormat((languageTags as Record<string, string>)[language] ?? language).plurals[0]!
    .cardinals;

describe('catalogs', () => {
  test('the web and the server have catalogs', () => {
    const folders = [...english.keys()];
    expect(folders.some((folder) => folder.startsWith('web/'))).toBe(true);
    expect(folders.some((folder) => folder.startsWith('server/'))).toBe(true);
    for (const folder of englishOnly) expect(folders).toContain(folder);
  });

  test('every English catalog has a Portuguese and a Spanish one with the same keys', () => {
    const problems: string[] = [];
    for (const [folder, en] of english) {
      for (const language of englishOnly.has(folder) ? [] : others) {
        const catalog = load(folder, language);
        if (typeof catalog === 'string') {
          problems.push(catalog);
          continue;
        }
        const file = path.join(folder, `${language}.json`);
        for (const key of Object.keys(en)) {
          if (!Object.hasOwn(catalog, key)) problems.push(`${file}: '${key}' is missing`);
          else if (!catalog[key]!.trim()) problems.push(`${file}: '${key}' is empty`);
        }
        for (const key of Object.keys(catalog)) {
          if (!Object.hasOwn(en, key)) problems.push(`${file}: '${key}' is not in en.json`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  test('a translation has the placeholders of its English text, and every text can be read', () => {
    const problems: string[] = [];
    const list = (names: string[]) => names.map((name) => `{${name}}`).join(' ') || 'none';
    for (const [folder, en] of english) {
      for (const [key, text] of Object.entries(en)) {
        for (const problem of placeholders(text, cardinals('en')).problems) {
          problems.push(`${folder}/en.json: '${key}': ${problem}`);
        }
      }
      for (const language of others) {
        const catalog = load(folder, language);
        if (typeof catalog === 'string') continue; // the test above says why
        const file = path.join(folder, `${language}.json`);
        for (const key of Object.keys(en).filter((name) => catalog[name] !== undefined)) {
          const expected = placeholders(en[key]!).names;
          const { names, problems: own } = placeholders(catalog[key]!, cardinals(language));
          if (list(names) !== list(expected)) {
            problems.push(`${file}: '${key}' has ${list(names)}, English ${list(expected)}`);
          }
          for (const problem of own) problems.push(`${file}: '${key}': ${problem}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  test('every English key is used by the code (tests aside)', () => {
    const keys = new Map<string, string>();
    for (const [folder, en] of english) for (const key of Object.keys(en)) keys.set(key, folder);
    const used = usedKeys([...keys.keys()], sourceFiles());
    const unused = [...keys]
      .filter(([key]) => !used.has(key))
      .map(([key, folder]) => `${folder}: '${key}'`);
    unused.sort();
    expect(unused).toEqual([]);
  }, 60_000);
});

describe('what the catalog checks read', () => {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'translation-keys-'));
  afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

  test('a key built from a template counts the keys its values can make, and no others', () => {
    const file = path.join(scratch, 'fixture.ts');
    fs.writeFileSync(
      file,
      [
        "type Flag = 'audioAutoplay' | 'emailUpdates';",
        'declare const t: (key: string) => string;',
        'declare const flag: Flag;',
        'declare const level: string;',
        "export const texts = [t('psalm.heading'), t(`account.${flag}Hint`), t('x.' + flag),",
        '  t(`library.difficulty.${level}`), `${level}.title`];',
      ].join('\n'),
    );
    const keys = [
      'psalm.heading',
      'psalm.subtitle',
      'account.audioAutoplayHint',
      'account.emailUpdatesHint',
      'account.retryHint',
      'x.emailUpdates',
      'library.difficulty.beginner',
      'library.difficulty.beginner.short',
      'psalm.title',
    ];
    expect([...usedKeys(keys, [file])].sort()).toEqual([
      'account.audioAutoplayHint',
      'account.emailUpdatesHint',
      'library.difficulty.beginner',
      'psalm.heading',
      'x.emailUpdates',
    ]);
  });

  test('placeholders: a plural is its variable, and one the library cannot compile is refused', () => {
    const plural = '{count, plural, one {# salmo} other {# salmos}} de {name}';
    expect(placeholders(plural)).toEqual({ names: ['count', 'name'], problems: [] });
    expect(placeholders('{count, plural, one {# salmo}}').problems).toHaveLength(1);
    // ICU allows a placeholder inside a plural's case, and the library reads it.
    expect(placeholders('{count, plural, one {# de {name}} other {#}}')).toEqual({
      names: ['count', 'name'],
      problems: [],
    });
    expect(placeholders('{count, select, one {#}}').problems).toHaveLength(1);
    expect(
      placeholders('{count, plural, one {#} many {#} other {#}}', cardinals('en')).problems,
    ).toHaveLength(1);
    expect(placeholders('[{ "title": "Morning Prayer" }]')).toEqual({ names: [], problems: [] });
  });
});
