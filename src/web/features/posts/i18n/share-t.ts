import type shareEn from './share/en.json';
import * as share from './share/en.json?messages';
import { createTranslator } from '@web/lib/i18n/translate';

/**
 * The "Share to the community" button of the library reader and the psalm page (decision 015).
 * Its own small dictionary so neither page loads the community page's texts. 001 §8 texts word
 * for word.
 */
export type ShareMessageKey = keyof typeof shareEn;

/**
 * Translates a key of the "Share to the community" button.
 */
export const shareT = createTranslator<ShareMessageKey>(share);
