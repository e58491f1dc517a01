import { communityEn } from './community-en';
import { createTranslator } from './translate';

/** Translates a key of the community page. */
export const communityT = createTranslator({ en: communityEn });
