import type downloadsEn from './en.json';
import * as downloads from './en.json?messages';
import { createTranslator } from '@web/lib/i18n/translate';

/**
 * Texts of downloads for offline use (decision 064): the download button on the reader, a
 * workflow session and the psalm page, and the Downloads section of Account Settings. Loaded with
 * those pages, not the first route.
 *
 * Notes on the texts (the catalogs are JSON, which has no comments):
 * - 'downloads.sectionTitle': Account Settings: Downloads
 */
export type DownloadsMessageKey = keyof typeof downloadsEn;
export type DownloadsKey = DownloadsMessageKey;

/**
 * Translates a key of downloads for offline use: the download button and the Account section.
 */
export const downloadsT = createTranslator<DownloadsMessageKey>(downloads);
