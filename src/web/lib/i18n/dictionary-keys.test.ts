import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { languages } from '@contracts/enum-values';
import { placeholders, sourceFiles, usedKeys } from '@web/test/translation-keys';

/**
 * The dictionaries' own checks, run by `npm test` and so by CI: each English dictionary
 * (`en.ts`, `<name>-en.ts`) has a twin in every other language (`pt.ts`, `<name>-es.ts`…) with the
 * same keys, no empty text and the same placeholders, and every English key is used by the code.
 */
const here = import.meta.dirname;
const others = languages.filter((language) => language !== 'en');
const dictionaryName = new RegExp(`^(?:.+-)?(?:${languages.join('|')})\\.ts$`);
const isDictionary = (file: string) =>
  path.dirname(file) === here && dictionaryName.test(path.basename(file));
const twin = (englishFile: string, language: string) =>
  englishFile.replace(/en\.ts$/, `${language}.ts`);

type Dictionary = Record<string, string>;

/** The module's one exported dictionary (an object of strings), or what is wrong with it. */
async function load(file: string): Promise<Dictionary | string> {
  if (!fs.existsSync(path.join(here, file))) return `${file} is missing`;
  const module = (await import(path.join(here, file))) as Record<string, unknown>;
  const found = Object.values(module).filter(
    (value): value is Dictionary =>
      typeof value === 'object' &&
      value !== null &&
      Object.values(value).every((text) => typeof text === 'string'),
  );
  return found.length === 1 ? found[0]! : `${file} exports ${found.length} dictionaries, not one`;
}

const english = new Map<string, Dictionary>();
for (const file of fs
  .readdirSync(here)
  .filter((name) => /^(?:.+-)?en\.ts$/.test(name))
  .sort()) {
  const dictionary = await load(file);
  if (typeof dictionary === 'string') throw new Error(dictionary);
  english.set(file, dictionary);
}

/**
 * A key spread into a larger dictionary (admin-content-en.ts into admin-en.ts) is checked and
 * reported once, in the smallest dictionary that has it.
 */
const owner = new Map<string, string>();
for (const [file, dictionary] of [...english].sort(([, a], [, b]) => size(a) - size(b))) {
  for (const key of Object.keys(dictionary)) if (!owner.has(key)) owner.set(key, file);
}
function size(dictionary: Dictionary) {
  return Object.keys(dictionary).length;
}
const owned = (file: string, dictionary: Dictionary) =>
  Object.keys(dictionary).filter((key) => owner.get(key) === file);

describe('dictionaries', () => {
  test('every English dictionary has a Portuguese and a Spanish one with the same keys', async () => {
    const problems: string[] = [];
    for (const [file, en] of english) {
      for (const language of others) {
        const other = twin(file, language);
        const dictionary = await load(other);
        if (typeof dictionary === 'string') {
          problems.push(dictionary);
          continue;
        }
        for (const key of owned(file, en)) {
          if (!Object.hasOwn(dictionary, key)) problems.push(`${other}: '${key}' is missing`);
          else if (!dictionary[key]!.trim()) problems.push(`${other}: '${key}' is empty`);
        }
        for (const key of Object.keys(dictionary)) {
          if (!Object.hasOwn(en, key)) problems.push(`${other}: '${key}' is not in ${file}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  test('a translation has the placeholders of its English text', async () => {
    const problems: string[] = [];
    const list = (names: string[]) => names.map((name) => `{${name}}`).join(' ') || 'none';
    for (const [file, en] of english) {
      const keys = owned(file, en);
      for (const key of keys) {
        for (const problem of placeholders(en[key]!).problems) {
          problems.push(`${file}: '${key}': ${problem}`);
        }
      }
      for (const language of others) {
        const other = twin(file, language);
        const dictionary = await load(other);
        if (typeof dictionary === 'string') continue; // the test above says why
        for (const key of keys.filter((name) => dictionary[name] !== undefined)) {
          const expected = placeholders(en[key]!).names;
          const { names, problems: own } = placeholders(dictionary[key]!);
          if (list(names) !== list(expected)) {
            problems.push(`${other}: '${key}' has ${list(names)}, English ${list(expected)}`);
          }
          for (const problem of own) problems.push(`${other}: '${key}': ${problem}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  test('every English key is used by the code (tests and dictionaries aside)', () => {
    const keys = [...owner.keys()];
    const used = usedKeys(keys, sourceFiles(isDictionary));
    const unused = keys.filter((key) => !used.has(key)).map((key) => `${owner.get(key)}: '${key}'`);
    unused.sort();
    expect(unused).toEqual([]);
  }, 60_000);
});

describe('what the dictionary checks read', () => {
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

  test('placeholders: a plural is its variable, and one translate.ts cannot read is refused', () => {
    const plural = '{count, plural, one {# salmo} other {# salmos}} de {name}';
    expect(placeholders(plural)).toEqual({ names: ['count', 'name'], problems: [] });
    expect(placeholders('{count, plural, one {# salmo}}').problems).toHaveLength(1);
    expect(placeholders('{count, plural, one {# de {name}} other {#}}').problems).toHaveLength(1);
    expect(placeholders('{count, select, one {#}}').problems).toHaveLength(1);
    expect(placeholders('[{ "title": "Morning Prayer" }]')).toEqual({ names: [], problems: [] });
  });
});
