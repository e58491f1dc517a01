import type privacyEn from './en.json';
import * as privacy from './en.json?messages';
import { createTranslator } from '@web/lib/i18n/translate';

/**
 * Texts of the privacy page (/privacy). Kept out of the app's catalog (lib/i18n/en.json) so the first screen's bundle does not
 * carry them (decision 103). Each statement must stay true of the code: what a table holds, the
 * 30-day psalm cleanup, the 30-day sessions, the export and deletion on /account (decision 136).
 */
export type PrivacyMessageKey = keyof typeof privacyEn;

/**
 * Translates a key of the privacy page.
 */
export const privacyT = createTranslator<PrivacyMessageKey>(privacy);
