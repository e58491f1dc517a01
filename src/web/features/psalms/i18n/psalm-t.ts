import { psalmEn } from './psalm-en';
import { createTranslator } from '@web/lib/i18n/translate';

/** Translates a key of the Psalm page (its chunk only, so these texts stay off the first route). */
export const psalmT = createTranslator(psalmEn, {
  pt: () => import('./psalm-pt').then((m) => m.psalmPt),
  es: () => import('./psalm-es').then((m) => m.psalmEs),
});
