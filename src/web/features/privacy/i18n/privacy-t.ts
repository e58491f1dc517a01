import { privacyEn } from './privacy-en';
import { createTranslator } from '@web/lib/i18n/translate';

/** Translates a key of the privacy page. */
export const privacyT = createTranslator(privacyEn, {
  pt: () => import('./privacy-pt').then((m) => m.privacyPt),
  es: () => import('./privacy-es').then((m) => m.privacyEs),
});
