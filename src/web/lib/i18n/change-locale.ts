import { storeLocale } from './locale-choice';
import { switchLocale, type Locale } from './translate';

/** The reader chose a language (or their account has one): load it, show it, remember it. */
export async function changeLocale(locale: Locale): Promise<void> {
  await switchLocale(locale);
  storeLocale(locale);
}
