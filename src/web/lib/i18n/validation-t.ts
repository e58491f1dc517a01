import { validationEn } from './validation-en';
import { createTranslator } from './translate';

/**
 * Translates a validation message's key (localize-message.ts finds the key by the English text).
 * The English is small and ships with the forms of the first route; the others are fetched only for
 * the reader who chose them.
 */
export const validationT = createTranslator(validationEn, {
  pt: () => import('./validation-pt').then((m) => m.validationPt),
  es: () => import('./validation-es').then((m) => m.validationEs),
});
