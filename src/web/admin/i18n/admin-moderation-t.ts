import { adminModerationEn } from './admin-moderation-en';
import { createTranslator } from '@web/lib/i18n/translate';

/** Translates a key of the Moderation tab. */
export const moderationT = createTranslator(adminModerationEn, {
  pt: () => import('./admin-moderation-pt').then((m) => m.adminModerationPt),
  es: () => import('./admin-moderation-es').then((m) => m.adminModerationEs),
});
