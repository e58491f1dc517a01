import { writePageCookie } from '../page-cookies';
import { isLocale, locales, type Locale } from './translate';

/** The last language this browser used, so the first screen is already in it (before /api/me). */
const storageKey = 'psalmlight.locale';

export function storeLocale(locale: Locale): void {
  writePageCookie('locale', locale);
  try {
    window.localStorage.setItem(storageKey, locale);
  } catch {
    // Private mode: the language is still chosen, just not remembered.
  }
}

function storedLocale(): Locale | null {
  try {
    const value = window.localStorage.getItem(storageKey);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

/** The first of the browser's languages the app speaks (pt-BR → pt, es-419 → es), else English. */
export function browserLocale(preferred: readonly string[] = navigator.languages): Locale {
  for (const tag of preferred) {
    const primary = tag.toLowerCase().split('-')[0];
    const match = locales.find((locale) => locale === primary);
    if (match) return match;
  }
  return 'en';
}

/** Before anyone is known: what this browser chose last, or what it prefers. */
export function initialLocale(): Locale {
  return storedLocale() ?? browserLocale();
}
