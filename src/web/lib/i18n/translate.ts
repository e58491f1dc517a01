import { isLanguage, languages, languageTags, type Language } from '@contracts/languages';
import { renderContext } from '../render-context';
import type { Vars } from './message-runtime';

/**
 * The web's translators (docs/decisions/143, 157): ICU MessageFormat catalogs per feature and
 * language (`i18n/en.json`, `pt.json`, `es.json`), compiled at build time by @messageformat/core
 * (scripts/catalogs.mjs) into strings and functions, so the page carries neither a parser nor
 * Intl.PluralRules: plurals are make-plural's rules, numbers message-runtime.ts. English ships with
 * each feature's code; the other languages are chunks of their own, fetched only for the reader
 * who chose them.
 */
export const locales = languages;
export type Locale = Language;
export type { Vars };

/** A compiled catalog: a text without placeholders is a string, any other a function of its values. */
export type Catalog = Record<string, string | ((values: Vars) => string)>;

/** What `import * as catalog from './en.json?messages'` gives: English, and how to fetch the rest. */
export interface CatalogModule {
  default: Catalog;
  languages?: Record<string, () => Promise<{ default: Catalog }>>;
}

let active: Locale = 'en';
/**
 * The language being switched to while its texts load (else the active one). A chunk that
 * arrives meanwhile loads its texts in this language, not the one on screen: otherwise it would
 * keep English texts after the switch (a Spanish member's psalm page read "Daily Psalm" next to
 * Spanish dates).
 */
let target: Locale = 'en';
const listeners = new Set<() => void>();

export const isLocale = isLanguage;

/** The reader's language: the page's, or on the server the one of the request being rendered. */
export function currentLocale(): Locale {
  return renderContext()?.locale ?? active;
}

/** The BCP 47 tag for Intl and for `<html lang>`. */
export function intlLocale(locale: Locale = currentLocale()): string {
  // A language of a test only (the pseudo-locale en-XA) is its own tag.
  return languageTags[locale] ?? locale;
}

const registered: ((locale: Locale) => Promise<void>)[] = [];

/**
 * Builds a typed `t(key, vars)` over a feature's catalogs (one, or several read as one); an unknown
 * key fails type-checking. A language not loaded yet, or a key it lacks, falls back to English.
 */
export function createTranslator<K extends string>(...catalogs: CatalogModule[]) {
  const en: Catalog =
    catalogs.length === 1
      ? catalogs[0]!.default
      : Object.assign({}, ...catalogs.map((c) => c.default));
  const loaded: Partial<Record<Locale, Catalog>> = { en };
  registered.push(async (locale) => {
    if (loaded[locale]) return;
    const parts = await Promise.all(
      catalogs.map((catalog) => catalog.languages?.[locale]?.().then((module) => module.default)),
    );
    loaded[locale] = Object.assign({}, ...parts);
  });
  return function t(key: K, vars?: Vars): string {
    const message = loaded[currentLocale()]?.[key] ?? en[key];
    if (message === undefined) return key;
    return typeof message === 'string' ? message : message(vars ?? {});
  };
}

/**
 * A compiled text with its placeholders shown as written (`{0}`, `{name}`): the English template
 * that a message from the server is matched against.
 */
export function templateText(message: Catalog[string]): string {
  return typeof message === 'string' ? message : message({});
}

/** The language a chunk arriving now needs its texts in: the request's, or the page's next one. */
function wantedLocale(): Locale {
  return renderContext()?.locale ?? target;
}

/**
 * Fetches the language's dictionaries of every feature whose code has arrived, again until none
 * arrived meanwhile (a feature whose code came while others' texts were on their way).
 */
export async function loadDictionaries(locale: Locale = wantedLocale()): Promise<void> {
  let done = 0;
  while (done < registered.length) {
    const pending = registered.slice(done);
    done = registered.length;
    await Promise.all(pending.map((load) => load(locale)));
  }
}

/** For a lazily loaded chunk: resolves once its texts exist in the language shown or on its way. */
export async function withDictionaries<M>(chunk: Promise<M>): Promise<M> {
  const module = await chunk;
  await loadDictionaries();
  return module;
}

/** Loads the language's texts, then switches every page to it at once. */
export async function switchLocale(locale: Locale): Promise<void> {
  target = locale;
  if (locale === active) return;
  await loadDictionaries(locale);
  // A later switch (the account's language after the browser's guess) has the last word.
  if (target !== locale) return;
  active = locale;
  if (typeof document !== 'undefined') {
    document.documentElement.lang = intlLocale(locale);
    // All three are written left to right; said anyway, so a right-to-left language only adds a row.
    document.documentElement.dir = 'ltr';
  }
  for (const listener of listeners) listener();
}

export function subscribeLocale(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
