import fs from 'node:fs';
import path from 'node:path';
import MessageFormat from '@messageformat/core';
import Compiler from '@messageformat/core/lib/compiler';
import { parse } from '@messageformat/parser';
import { languages, languageTags } from '../src/contracts/languages.ts';

/**
 * The web's translation catalogs (decision 157): `i18n/<language>.json` files of ICU MessageFormat,
 * compiled when the app is built by @messageformat/core into functions, so the page carries no
 * parser. A catalog is imported as `./en.json?messages`; a plain `./en.json` import stays the texts
 * themselves (tests and the manifest read those).
 *
 * What the compiled texts call at run time: the library's `plural` and `select`, make-plural's
 * rules of the language (through @messageformat/runtime), and our `number` and `arg`
 * (src/web/lib/i18n/message-runtime.ts), which write a number the language's way without building
 * Intl for a small whole one and reuse the server's result while a page hydrates.
 */

const messageRuntime = path.resolve(import.meta.dirname, '../src/web/lib/i18n/message-runtime.ts');

/** Says an argument the way translate.ts always did: a number the language's way, else as given. */
class CatalogCompiler extends Compiler {
  token(token, pluralToken) {
    if (token.type !== 'argument') return super.token(token, pluralToken);
    this.arguments.push(token.arg);
    return `arg(d, ${JSON.stringify(token.arg)}, ${JSON.stringify(this.plural.locale)})`;
  }
}

const onlyText = (tokens) => tokens.every((token) => token.type === 'content');

/**
 * Each message as JavaScript: a text without placeholders stays a string, any other becomes a
 * function of its values. `strict` refuses a plural case the language does not have ("many" in
 * English), as the catalogs' checks want.
 */
export function compileMessages(messages, tag, strict = true) {
  const mf = new MessageFormat(tag, { strictPluralKeys: strict });
  const plural = mf.plurals[0];
  const compiler = new CatalogCompiler(mf.resolvedOptions());
  const code = {};
  for (const [key, message] of Object.entries(messages)) {
    const tokens = parse(message, { cardinal: plural.cardinals, strictPluralKeys: strict });
    code[key] = onlyText(tokens)
      ? JSON.stringify(
          tokens.map((token) => (token.type === 'content' ? token.value : '')).join(''),
        )
      : compiler.compile(message, plural);
  }
  return { code, cardinal: plural.id };
}

/** The runtime functions a compiled message names (what its module imports). */
export function runtimeNames(code) {
  const used = (name) => new RegExp(`\\b${name}\\(`).test(code);
  return {
    library: ['plural', 'select'].filter(used),
    ours: ['arg', 'number'].filter(used),
  };
}

/** An ES module of the compiled catalog; the English one also says how to fetch the others. */
export function catalogModule(messages, tag, others = {}) {
  const { code, cardinal } = compileMessages(messages, tag);
  const body = Object.entries(code)
    .map(([key, value]) => `  ${JSON.stringify(key)}: ${value}`)
    .join(',\n');
  const { library, ours } = runtimeNames(body);
  const imports = [
    library.length && `import { ${library.join(', ')} } from '@messageformat/runtime';`,
    library.includes('plural') &&
      `import { ${cardinal} } from '@messageformat/runtime/lib/cardinals';`,
    ours.length && `import { ${ours.join(', ')} } from ${JSON.stringify(messageRuntime)};`,
  ].filter(Boolean);
  const loaders = Object.entries(others).map(
    ([language, file]) => `  ${JSON.stringify(language)}: () => import(${JSON.stringify(file)})`,
  );
  return [
    ...imports,
    `export default {\n${body}\n};`,
    loaders.length ? `export const languages = {\n${loaders.join(',\n')}\n};` : '',
  ].join('\n');
}

/**
 * Accented English in brackets (a test's pseudo-locale): every letter outside placeholders that has
 * an accented twin is swapped for it, so a text that skipped the catalogs stands out on a page, and
 * a bracket that is cut off shows a text that did not fit.
 */
const accents = Object.fromEntries(
  [...'aeiouycnAEIOUYCN'].map((letter, index) => [letter, [...'åéîøüýçñÅÉÎØÜÝÇÑ'][index]]),
);
export function pseudoLocalize(message) {
  const tokens = parse(message, { strictPluralKeys: false });
  const write = (list) =>
    list
      .map((token) => {
        switch (token.type) {
          case 'content':
            return token.value
              .replace(/[a-zA-Z]/g, (char) => accents[char] ?? char)
              .replace(/'/g, "''")
              .replace(/[{}#]/g, (char) => `'${char}'`);
          case 'argument':
            return `{${token.arg}}`;
          case 'octothorpe':
            return '#';
          case 'plural':
          case 'select':
          case 'selectordinal': {
            const offset =
              token.type !== 'select' && token.pluralOffset ? ` offset:${token.pluralOffset}` : '';
            const cases = token.cases.map(({ key, tokens: inner }) => `${key} {${write(inner)}}`);
            return `{${token.arg}, ${token.type},${offset} ${cases.join(' ')}}`;
          }
          default:
            return '';
        }
      })
      .join('');
  return `[${write(tokens)}]`;
}

const request = /^(.*\/i18n(?:\/[\w-]+)?)\/([\w-]+)\.json\?messages$/;
// Named like the chunk it becomes (groups-pt-….js), as the language chunks always were.
const resolvedSuffix = '.js';

/** A short name for the chunk: the feature and catalog (groups, admin-moderation) and language. */
function chunkName(folder, language) {
  const parts = path
    .relative(path.resolve(import.meta.dirname, '../src/web'), folder)
    .split(path.sep)
    .filter((part) => !['features', 'lib', 'i18n'].includes(part));
  return [...(parts.length ? parts : ['app']), language].join('-');
}

/**
 * Compiles `i18n/<language>.json?messages` imports. `pseudo` adds languages made from the English
 * catalogs (a test's en-XA): a catalog file of theirs need not exist.
 */
export function catalogsPlugin(pseudo = {}) {
  const sources = new Map();
  const tags = { ...languageTags };
  for (const language of Object.keys(pseudo)) tags[language] = language;
  let root = process.cwd();
  /**
   * A dev server asked for a catalog's chunk by its name (`<folder>/<name>-<language>.js` beside
   * an en.json) before it resolved the import that names it: a page reloaded after a restart.
   */
  const chunkAskedFor = (id) => {
    const file = id.startsWith(root) ? id : path.join(root, id);
    const named = /^(.*\/i18n(?:\/[\w-]+)?)\/[\w-]+-([a-z]{2}(?:-[A-Za-z0-9]+)?)\.js$/.exec(file);
    if (!named || sources.has(file)) return sources.has(file) ? file : null;
    const [, folder, language] = named;
    const expected = path.join(folder, `${chunkName(folder, language)}${resolvedSuffix}`);
    if (!tags[language] || expected !== file || !fs.existsSync(path.join(folder, 'en.json'))) {
      return null;
    }
    sources.set(file, { folder, language });
    return file;
  };
  return {
    name: 'psalmlight-catalogs',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    async resolveId(id, importer) {
      if (!id.endsWith('.json?messages')) return chunkAskedFor(id);
      if (!importer) return null;
      const bare = id.slice(0, -'?messages'.length);
      // Through the other resolvers (the @web alias); a pseudo-locale's catalog is no file.
      const file = bare.startsWith('.')
        ? path.resolve(path.dirname(importer), bare)
        : (await this.resolve(bare, importer, { skipSelf: true }))?.id;
      const match = file && request.exec(`${file}?messages`);
      if (!match) return null;
      const [, folder, language] = match;
      const resolved = path.join(folder, `${chunkName(folder, language)}${resolvedSuffix}`);
      sources.set(resolved, { folder, language });
      return resolved;
    },
    load(id) {
      const source = sources.get(id);
      if (!source) return null;
      const { folder, language } = source;
      const read = (name) => {
        const file = path.join(folder, `${name}.json`);
        this.addWatchFile(file);
        return JSON.parse(fs.readFileSync(file, 'utf8'));
      };
      const transform = pseudo[language];
      const messages = transform
        ? Object.fromEntries(
            Object.entries(read('en')).map(([key, text]) => [key, transform(text)]),
          )
        : read(language);
      const tag = tags[language];
      if (!tag) throw new Error(`${folder}: ${language} is not a language of the app`);
      const others =
        language === 'en'
          ? Object.fromEntries(
              [...languages, ...Object.keys(pseudo)]
                .filter((other) => other !== 'en')
                .map((other) => [other, `./${other}.json?messages`]),
            )
          : {};
      return catalogModule(messages, tag, others);
    },
  };
}
