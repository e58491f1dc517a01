import { plural, select } from '@messageformat/runtime';
import * as cardinals from '@messageformat/runtime/lib/cardinals';
import { languageTags } from '@contracts/languages';
// eslint-disable-next-line no-restricted-imports -- the build's catalog compiler lives outside src/
import { compileMessages } from '../../../scripts/catalogs.mjs';
import { currentLocale, type Catalog, type Locale, type Vars } from '../lib/i18n/translate';
import { arg, number } from '../lib/i18n/message-runtime';

/**
 * Catalog texts compiled in a test as the build compiles them (scripts/catalogs.mjs), with the same
 * runtime: for tests that hold a text of their own, or a catalog read from its file.
 */
export function compileCatalog(
  messages: Record<string, string>,
  locale: Locale | string,
  strict = true,
): Catalog {
  const tag = (languageTags as Record<string, string>)[locale] ?? locale;
  const { code, cardinal } = compileMessages(messages, tag, strict);
  const pluralRule = (cardinals as Record<string, unknown>)[cardinal];
  return Object.fromEntries(
    Object.entries(code).map(([key, source]) => [
      key,
      new Function('plural', 'select', 'arg', 'number', cardinal, `return ${source}`)(
        plural,
        select,
        arg,
        number,
        pluralRule,
      ) as Catalog[string],
    ]),
  );
}

/** One text with its values, in a language (the page's by default). */
export function interpolate(
  template: string,
  vars?: Vars,
  locale: Locale = currentLocale(),
): string {
  // Not strict: a test may name every plural case CLDR has, whatever the language uses.
  const message = compileCatalog({ message: template }, locale, false).message!;
  return typeof message === 'string' ? message : message(vars ?? {});
}
