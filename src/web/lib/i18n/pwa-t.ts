import { pwaEn } from './pwa-en';
import { createTranslator } from './translate';

/** Translates a key of the installable app and the widget flow. */
export const pwaT = createTranslator({ en: pwaEn });
