import { adminEn } from './admin-en';
import { createTranslator } from '@web/lib/i18n/translate';

/** Translates a key of the admin portal (admin code only, so these texts stay out of the user app). */
export const adminT = createTranslator(adminEn, {
  pt: () => import('./admin-pt').then((m) => m.adminPt),
  es: () => import('./admin-es').then((m) => m.adminEs),
});
export type AdminMessageKey = keyof typeof adminEn;
