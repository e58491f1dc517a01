import { communityEn } from './community-en';
import { createTranslator } from '@web/lib/i18n/translate';

/** Translates a key of the community page. */
export const communityT = createTranslator(communityEn, {
  pt: () => import('./community-pt').then((m) => m.communityPt),
  es: () => import('./community-es').then((m) => m.communityEs),
});
