import { pushEn } from './push-en';
import { createTranslator } from './translate';

/** Translates a key of push notifications. */
export const pushT = createTranslator({ en: pushEn });
