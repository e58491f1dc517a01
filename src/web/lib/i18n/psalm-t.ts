import { psalmEn } from './psalm-en';
import { createTranslator } from './translate';

/** Translates a key of the Psalm page (its chunk only, so these texts stay off the first route). */
export const psalmT = createTranslator({ en: psalmEn });
