import { accountEn } from './account-en';
import { createTranslator } from './translate';

/** Translates a key of Account Settings. */
export const accountT = createTranslator({ en: accountEn });
