import MessageFormat from '@messageformat/core';
import { languageTags, type Language } from '@contracts/languages';
import apiEn from './en.json';

/**
 * The server's texts (decision 157): ICU MessageFormat catalogs beside each module
 * (`i18n/en.json`, `pt.json`, `es.json`), read by @messageformat/core, the library that compiles
 * the web's, so both write plurals by the same CLDR rules (make-plural). Each text is compiled the
 * first time it is asked for, then kept.
 */

export type Values = Record<string, string | number>;
type Catalog<K extends string> = Readonly<Record<K, string>>;
type Compiled = (values?: Values) => string;

const formats = new Map<string, MessageFormat>();

function formatOf(language: string): MessageFormat {
  let format = formats.get(language);
  if (!format) {
    const tag = (languageTags as Record<string, string>)[language] ?? language;
    formats.set(language, (format = new MessageFormat(tag)));
  }
  return format;
}

/** A reader of a module's catalogs: `text(language, key, values)`; a key it lacks falls back to English. */
export function catalogTexts<K extends string>(
  catalogs: { en: Catalog<K> } & Partial<Record<Language, Catalog<K>>>,
) {
  const compiled = new Map<string, Compiled>();
  return function text(language: Language, key: K, values?: Values): string {
    const id = `${language}\u0000${key}`;
    let message = compiled.get(id);
    if (!message) {
      const source = catalogs[language]?.[key] ?? catalogs.en[key];
      compiled.set(id, (message = formatOf(language).compile(source) as Compiled));
    }
    return message(values ?? {});
  };
}

/**
 * What the API answers in its messages: English, as every message of the API (the web says it in
 * the reader's language from the error code, or by template: decision 143).
 */
export const apiText = (() => {
  const text = catalogTexts({ en: apiEn });
  return (key: keyof typeof apiEn, values?: Values) => text('en', key, values);
})();
