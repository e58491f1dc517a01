import { logoutEn } from './logout-en';
import { createTranslator } from './translate';

/** Translates a key of the Global Logout confirmation. */
export const logoutT = createTranslator({ en: logoutEn });
