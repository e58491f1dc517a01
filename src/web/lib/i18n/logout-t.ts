import type logoutEn from './logout/en.json';
import * as logout from './logout/en.json?messages';
import { createTranslator } from './translate';

/**
 * Texts of the Global Logout confirmation (user shell, Account page, admin header). Kept out of
 * the app's catalog (lib/i18n/en.json) so the first screen's bundle does not carry them (decision 103).
 */
export type LogoutMessageKey = keyof typeof logoutEn;

/**
 * Translates a key of the Global Logout confirmation.
 */
export const logoutT = createTranslator<LogoutMessageKey>(logout);
