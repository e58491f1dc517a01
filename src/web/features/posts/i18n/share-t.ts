import { shareEn } from './share-en';
import { createTranslator } from '@web/lib/i18n/translate';

/** Translates a key of the "Share to the community" button. */
export const shareT = createTranslator(shareEn, {
  pt: () => import('./share-pt').then((m) => m.sharePt),
  es: () => import('./share-es').then((m) => m.shareEs),
});
