import { accountEn } from './account-en';
import { createTranslator } from '@web/lib/i18n/translate';

/** Translates a key of Account Settings. */
export const accountT = createTranslator(accountEn, {
  pt: () => import('./account-pt').then((m) => m.accountPt),
  es: () => import('./account-es').then((m) => m.accountEs),
});
