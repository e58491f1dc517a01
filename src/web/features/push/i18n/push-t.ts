import { pushEn } from './push-en';
import { createTranslator } from '@web/lib/i18n/translate';

/** Translates a key of push notifications. */
export const pushT = createTranslator(pushEn, {
  pt: () => import('./push-pt').then((m) => m.pushPt),
  es: () => import('./push-es').then((m) => m.pushEs),
});
