import { pwaEn } from './pwa-en';
import { createTranslator } from './translate';

/** Translates a key of the installable app and the widget flow. */
export const pwaT = createTranslator(pwaEn, {
  pt: () => import('./pwa-pt').then((m) => m.pwaPt),
  es: () => import('./pwa-es').then((m) => m.pwaEs),
});
