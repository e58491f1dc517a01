/**
 * The languages the product speaks, shared by the server (emails, notifications, psalms) and the
 * web (its dictionaries). No zod here: the web's first screen imports this file and must not carry
 * the schema library (enums.ts builds the profile's enum from this list).
 */
export const languages = ['en', 'pt', 'es'] as const;
export type Language = (typeof languages)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** The BCP 47 tag each is written in: Brazilian Portuguese, Latin American Spanish. */
export const languageTags: Readonly<Record<Language, string>> = {
  en: 'en',
  pt: 'pt-BR',
  es: 'es-419',
};

/**
 * Where each language's web app manifest is served (the web writes them at build time, the server
 * serves them revalidated, the page links the reader's).
 */
export const manifestPath = (language: Language) =>
  language === 'en' ? '/manifest.webmanifest' : `/manifest-${language}.webmanifest`;
