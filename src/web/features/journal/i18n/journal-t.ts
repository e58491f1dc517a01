import { journalEn } from './journal-en';
import { createTranslator } from '@web/lib/i18n/translate';

/** Translates a key of the prayer journal page. */
export const journalT = createTranslator(journalEn, {
  pt: () => import('./journal-pt').then((m) => m.journalPt),
  es: () => import('./journal-es').then((m) => m.journalEs),
});
