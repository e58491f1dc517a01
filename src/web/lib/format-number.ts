import { memoized } from './hydration-memo';
import { intlLocale } from './i18n/translate';
import { keptFormatter } from './kept-formatters';

/** 1,234 in English, 1.234 in Portuguese and Spanish: the app's language, not the browser's. */
export function formatNumber(value: number): string {
  const locale = intlLocale();
  return memoized(`number|${locale}|${value}`, () =>
    keptFormatter(`number|${locale}`, () => new Intl.NumberFormat(locale)).format(value),
  );
}
