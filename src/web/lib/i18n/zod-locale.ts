import type { Locale } from './translate';

/**
 * zod's own messages (a rule without a message of its own, e.g. `.max(254)`) in the reader's
 * language: Brazilian Portuguese, Spanish, or English again. Nothing of zod is imported statically
 * here (change-locale.ts is on every first screen): the language's messages and zod's `config` are
 * fetched when a reader leaves English, and for English only when another language was set before.
 */
const localeMessages = {
  en: () => import('zod/v4/locales/en.js'),
  pt: () => import('zod/v4/locales/pt-BR.js'),
  es: () => import('zod/v4/locales/es.js'),
} satisfies Record<Locale, () => Promise<unknown>>;

let configured: Locale = 'en';
let wanted: Locale = 'en';

/** Sets zod's messages to the language; a language chosen meanwhile wins over this one. */
export async function configureZodLocale(locale: Locale): Promise<void> {
  wanted = locale;
  if (locale === configured) return;
  const [{ config }, messages] = await Promise.all([
    import('./zod-config'),
    localeMessages[locale](),
  ]);
  if (wanted !== locale) return;
  config(messages.default());
  configured = locale;
}
