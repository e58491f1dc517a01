import { intlLocale } from './i18n/translate';

/** 1,234 in English, 1.234 in Portuguese and Spanish: the app's language, not the browser's. */
export function formatNumber(value: number): string {
  return new Intl.NumberFormat(intlLocale()).format(value);
}
