import { privacyEn } from './privacy-en';
import { createTranslator } from './translate';

/** Translates a key of the privacy page. */
export const privacyT = createTranslator({ en: privacyEn });
