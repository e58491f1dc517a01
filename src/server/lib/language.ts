import { isLanguage, type Language } from '@contracts/languages';

// The language of what the server writes to a person (emails, push notifications). After sign-up
// it is the profile's; before, only the request says it (docs/decisions/030).

/** A header longer than any a browser sends is read only this far. */
const headerLimit = 1000;

/**
 * The first of the app's languages an Accept-Language header asks for: ranges in q order (ties in
 * the header's order), matched by primary subtag (pt-BR → pt, es-419 → es); q=0 means "not this",
 * and a range with an unreadable q is left out. English when the header names none of them.
 */
export function languageFromAcceptLanguage(header: string | null | undefined): Language {
  if (!header) return 'en';
  const ranges = header
    .slice(0, headerLimit)
    .split(',')
    .flatMap((part, index) => {
      const [range = '', ...parameters] = part.split(';');
      let q = 1;
      for (const parameter of parameters) {
        const value = /^\s*q\s*=(.*)$/i.exec(parameter)?.[1]?.trim();
        if (value !== undefined) q = /^\d(\.\d{0,3})?$/.test(value) ? Number(value) : Number.NaN;
      }
      if (!(q > 0 && q <= 1)) return [];
      const primary = range.trim().toLowerCase().split('-')[0] ?? '';
      return isLanguage(primary) ? [{ language: primary, q, index }] : [];
    });
  ranges.sort((a, b) => b.q - a.q || a.index - b.index);
  return ranges[0]?.language ?? 'en';
}
