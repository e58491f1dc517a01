import { manifestPath } from '@contracts/languages';
import { storeLocale } from './locale-choice';
import { switchLocale, type Locale } from './translate';
import { configureZodLocale } from './zod-locale';

/**
 * The reader chose a language (or their account has one): load it, show it, remember it, and point
 * the page at the web app manifest in it (the install prompt and home-screen shortcuts).
 */
export async function changeLocale(locale: Locale): Promise<void> {
  await switchLocale(locale);
  if (typeof document !== 'undefined')
    document.querySelector('link[rel="manifest"]')?.setAttribute('href', manifestPath(locale));
  void configureZodLocale(locale).catch(() => {});
  storeLocale(locale);
}
