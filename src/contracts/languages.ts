/**
 * The languages the product speaks, shared by the server (emails, notifications, psalms) and the
 * web (its catalogs). No zod here: the web's first screen imports this file and must not carry
 * the schema library (enums.ts builds the profile's enum from this list).
 *
 * Each language with the BCP 47 tag it is written in (Brazilian Portuguese, Latin American
 * Spanish). Adding one is a line here and its catalogs beside every `i18n/en.json` (the catalogs'
 * check names each one missing); the tables that store a language take it from this list through
 * a generated migration (their CHECK constraints, enums.ts).
 */
const spoken = [
  ['en', 'en'],
  ['pt', 'pt-BR'],
  ['es', 'es-419'],
] as const;

/** The first of each pair, as a tuple (zod's enum and the CHECK constraints want one). */
type Firsts<T extends readonly (readonly [string, string])[]> = {
  readonly [I in keyof T]: T[I] extends readonly [infer First, string] ? First : never;
};
export const languages = spoken.map(([language]) => language) as unknown as Firsts<typeof spoken>;
export type Language = (typeof languages)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** The BCP 47 tag each is written in, for Intl, `<html lang>` and the catalogs' compiler. */
export const languageTags = Object.fromEntries(spoken) as Readonly<Record<Language, string>>;

/**
 * Where each language's web app manifest is served (the web writes them at build time, the server
 * serves them revalidated, the page links the reader's).
 */
export const manifestPath = (language: Language) =>
  language === 'en' ? '/manifest.webmanifest' : `/manifest-${language}.webmanifest`;
