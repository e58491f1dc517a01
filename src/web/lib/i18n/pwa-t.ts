import type pwaEn from './pwa/en.json';
import * as pwa from './pwa/en.json?messages';
import { createTranslator } from './translate';

/**
 * Texts of the installable app and the widget flow (loaded with them, not the first route).
 *
 * Notes on the texts (the catalogs are JSON, which has no comments):
 * - 'pwa.manifest.description': The installed app's manifest (one file per language,
 *   src/web/pwa/web-manifest.ts).
 * - 'widget.dialogTitle': 001 §2 Widget dialogs; 001 §8 Widget (word for word).
 * - 'widget.iphone.1': The web app's five steps per platform: the widget on the web is the
 *   installed app's home-screen
 * - 'widget.iphone.1': icon and its Today's Psalm shortcut (decision 139).
 */
export type PwaMessageKey = keyof typeof pwaEn;

/**
 * Translates a key of the installable app and the widget flow.
 */
export const pwaT = createTranslator<PwaMessageKey>(pwa);
