import { premiumEn } from './premium-en';
import { createTranslator } from './translate';

/** Translates a key of the subscription gate and upgrade card. */
export const premiumT = createTranslator({ en: premiumEn });
