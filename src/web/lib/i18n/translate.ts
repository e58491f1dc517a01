import { isLanguage, languages, languageTags, type Language } from '@contracts/languages';
import { memoized } from '../hydration-memo';
import { renderContext } from '../render-context';

/**
 * A small translation layer (docs/decisions/143): flat dictionaries per feature and language,
 * `{name}` placeholders, `{count, plural, one {# psalm} other {# psalms}}` plurals (Intl.PluralRules)
 * and numbers written the reader's way. English ships with each feature's code; Portuguese and
 * Spanish are separate chunks, fetched only for the reader who chose them.
 */
export const locales = languages;
export type Locale = Language;
export type Vars = Record<string, string | number>;

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
  return languageTags[locale];
}

const pluralBlock =
  /\{(\w+), plural,((?:\s*(?:=\d+|zero|one|two|few|many|other)\s*\{[^{}]*\})+)\s*\}/g;
const pluralCase = /(=\d+|zero|one|two|few|many|other)\s*\{([^{}]*)\}/g;

function formatValue(value: string | number, locale: Locale): string {
  if (typeof value !== 'number') return value;
  // English, Portuguese and Spanish write a whole number below a thousand as its plain digits;
  // asking Intl would load its number data, a long task on a phone, for a count of devices.
  if (Number.isInteger(value) && Math.abs(value) < 1000) return String(value);
  return memoized(`number|${locale}|${value}`, () => numberFormat(locale).format(value));
}

// One of each per language: building the first loads Intl's data for it.
const numberFormats = new Map<Locale, Intl.NumberFormat>();
const pluralRules = new Map<Locale, Intl.PluralRules>();

function numberFormat(locale: Locale): Intl.NumberFormat {
  let format = numberFormats.get(locale);
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(languageTags[locale])));
  return format;
}

/**
 * CLDR's rules for a whole number in our three languages: Portuguese (Brazil) counts 0 and 1 as
 * one, Portuguese and Spanish say "many" of whole millions. Building Intl.PluralRules loads its
 * data, a long task on a phone, for "1 device"; a test holds these to what Intl answers.
 */
const wholeNumberPlural: Record<Locale, (n: number) => Intl.LDMLPluralRule> = {
  en: (n) => (n === 1 ? 'one' : 'other'),
  pt: (n) => (n === 0 || n === 1 ? 'one' : n % 1_000_000 === 0 ? 'many' : 'other'),
  es: (n) => (n === 1 ? 'one' : n !== 0 && n % 1_000_000 === 0 ? 'many' : 'other'),
};

function pluralCategory(locale: Locale, value: number): Intl.LDMLPluralRule {
  if (Number.isSafeInteger(value) && value >= 0) return wholeNumberPlural[locale](value);
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(languageTags[locale])));
  return rules.select(value);
}

/** Fills plurals, then placeholders; an unknown placeholder is left visible so it is noticed. */
export function interpolate(
  template: string,
  vars?: Vars,
  locale: Locale = currentLocale(),
): string {
  if (!vars) return template;
  const plurals = template.replace(pluralBlock, (match, name: string, body: string) => {
    const value = vars[name];
    if (typeof value !== 'number') return match;
    const cases = new Map([...body.matchAll(pluralCase)].map((m) => [m[1], m[2] ?? '']));
    // The first plural rules load Intl's plural data, a long task on a phone: hydration reuses the
    // server's choice.
    const category = memoized(`plural|${locale}|${value}`, () => pluralCategory(locale, value));
    const chosen = cases.get(`=${value}`) ?? cases.get(category) ?? cases.get('other') ?? '';
    return chosen.replace(/#/g, formatValue(value, locale));
  });
  return plurals.replace(/\{(\w+)\}/g, (match, name: string) => {
    const value = vars[name];
    return value === undefined ? match : formatValue(value, locale);
  });
}

type Loader<K extends string> = () => Promise<Record<K, string>>;
const registered: ((locale: Locale) => Promise<void>)[] = [];

/**
 * Builds a typed `t(key, vars)` over a feature's English dictionary and loaders for the others; an
 * unknown key fails type-checking. A dictionary not loaded yet falls back to English.
 */
export function createTranslator<K extends string>(
  en: Record<K, string>,
  others?: Record<Exclude<Locale, 'en'>, Loader<K>>,
) {
  const loaded: Partial<Record<Locale, Record<K, string>>> = { en };
  registered.push(async (locale) => {
    if (loaded[locale] || !others || locale === 'en') return;
    loaded[locale] = await others[locale]();
  });
  return function t(key: K, vars?: Vars): string {
    const message = loaded[currentLocale()]?.[key] ?? en[key] ?? key;
    return interpolate(message, vars);
  };
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
    document.documentElement.lang = languageTags[locale];
    // All three are written left to right; said anyway, so a right-to-left language only adds a row.
    document.documentElement.dir = 'ltr';
  }
  for (const listener of listeners) listener();
}

export function subscribeLocale(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
