import { adminModerationEn } from './admin-moderation-en';
import { createTranslator } from './translate';

/** Translates a key of the Moderation tab. */
export const moderationT = createTranslator({ en: adminModerationEn });
