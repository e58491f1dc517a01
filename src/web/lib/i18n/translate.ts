/**
 * A small translation layer: flat message dictionaries per locale, `{name}` placeholders.
 * Only English exists today (spec: English is the default and only translation set); adding a
 * language is adding a dictionary with the same keys and listing it in `locales`.
 */
export const locales = ['en'] as const;
export type Locale = (typeof locales)[number];

export type Vars = Record<string, string | number>;

export function interpolate(template: string, vars?: Vars): string {
  if (!vars) return template;
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in vars ? String(vars[name]) : match,
  );
}

export function currentLocale(): Locale {
  return 'en';
}

/** Builds a typed `t(key, vars)` over one dictionary per locale; an unknown key fails type-checking. */
export function createTranslator<K extends string>(
  dictionaries: Record<Locale, Record<K, string>>,
) {
  return function t(key: K, vars?: Vars): string {
    const message = dictionaries[currentLocale()][key] ?? dictionaries.en[key] ?? key;
    return interpolate(message, vars);
  };
}
