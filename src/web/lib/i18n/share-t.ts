import { shareEn } from './share-en';
import { createTranslator } from './translate';

/** Translates a key of the "Share to the community" button. */
export const shareT = createTranslator({ en: shareEn });
