import { intlLocale, type Locale } from '@web/lib/i18n/translate';

const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/**
 * A size as people read it on a phone's storage screen: "3.2 MB", "12 MB", "2 GB", "512 bytes" (1 kB = 1000
 * bytes), one decimal below 10 of a unit, in the app's language ("3,2 MB" in Portuguese).
 */
export function formatBytes(bytes: number, locale?: Locale): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  // 999.95 kB would read "1000 kB": the next unit says it better.
  if (unit < units.length - 1 && Number(value.toFixed(value < 10 ? 1 : 0)) >= 1000) {
    value /= 1000;
    unit += 1;
  }
  return new Intl.NumberFormat(intlLocale(locale), {
    style: 'unit',
    unit: units[unit],
    // "512 bytes": the short form says "512 byte" in English.
    unitDisplay: unit === 0 ? 'long' : 'short',
    maximumFractionDigits: unit > 0 && value < 10 ? 1 : 0,
  }).format(value);
}
