import { downloadsEn, type DownloadsMessageKey } from './downloads-en';
import { createTranslator } from '@web/lib/i18n/translate';

export type DownloadsKey = DownloadsMessageKey;

/** Translates a key of downloads for offline use: the download button and the Account section. */
export const downloadsT = createTranslator(downloadsEn, {
  pt: () => import('./downloads-pt').then((m) => m.downloadsPt),
  es: () => import('./downloads-es').then((m) => m.downloadsEs),
});
