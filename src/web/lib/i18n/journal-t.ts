import { journalEn } from './journal-en';
import { createTranslator } from './translate';

/** Translates a key of the prayer journal page. */
export const journalT = createTranslator({ en: journalEn });
