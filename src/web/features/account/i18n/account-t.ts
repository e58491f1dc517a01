import type accountEn from './en.json';
import * as account from './en.json?messages';
import { createTranslator } from '@web/lib/i18n/translate';

/**
 * Texts of Account Settings (001 §2, §8). Only /account imports them, so they stay out of the
 * first screen's bundle. Toasts are the spec's words.
 */
export type AccountMessageKey = keyof typeof accountEn;

/**
 * Translates a key of Account Settings.
 */
export const accountT = createTranslator<AccountMessageKey>(account);
