import { storeLocale } from './locale-choice';
import { switchLocale, type Locale } from './translate';
import { configureZodLocale } from './zod-locale';

/** The reader chose a language (or their account has one): load it, show it, remember it. */
export async function changeLocale(locale: Locale): Promise<void> {
  await switchLocale(locale);
  void configureZodLocale(locale).catch(() => {});
  storeLocale(locale);
}
