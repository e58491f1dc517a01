import { groupsEn } from './groups-en';
import { createTranslator } from '@web/lib/i18n/translate';

/** Translates a key of the prayer groups' pages. */
export const groupsT = createTranslator(groupsEn, {
  pt: () => import('./groups-pt').then((m) => m.groupsPt),
  es: () => import('./groups-es').then((m) => m.groupsEs),
});
