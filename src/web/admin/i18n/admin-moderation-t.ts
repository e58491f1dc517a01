import type moderationEn from './moderation/en.json';
import * as moderation from './moderation/en.json?messages';
import { createTranslator } from '@web/lib/i18n/translate';

/**
 * Texts of the admin portal's Moderation tab (decision 015). Only that tab imports this file.
 */
export type ModerationMessageKey = keyof typeof moderationEn;

/**
 * Translates a key of the Moderation tab.
 */
export const moderationT = createTranslator<ModerationMessageKey>(moderation);
