// vite.config.ts loads this file, and its config loader knows no path aliases: relative imports.
/* eslint-disable no-restricted-imports */
import type { ManifestOptions } from 'vite-plugin-pwa';
import { languageTags, type Language } from '../../contracts/languages';
import pwaEn from '../lib/i18n/pwa/en.json';
import pwaEs from '../lib/i18n/pwa/es.json';
import pwaPt from '../lib/i18n/pwa/pt.json';
/* eslint-enable no-restricted-imports */

/**
 * The installed app's web app manifest in each language (decision 138): English is
 * /manifest.webmanifest, the others /manifest-pt.webmanifest and /manifest-es.webmanifest, written
 * at build time. Changing language points the page's manifest link at the reader's
 * (lib/i18n/change-locale.ts), so the install prompt and the home-screen shortcuts speak it.
 */
const texts = { en: pwaEn, pt: pwaPt, es: pwaEs } as const;

const icon192 = [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }];

export function webManifest(language: Language): Partial<ManifestOptions> {
  const text = texts[language];
  return {
    id: '/dashboard',
    name: 'Psalmlight',
    short_name: 'Psalmlight',
    description: text['pwa.manifest.description'],
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: '#f8f4ec',
    background_color: '#f8f4ec',
    lang: languageTags[language],
    dir: 'ltr',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: '/icons/icon-maskable-512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
    shortcuts: [
      {
        name: text['pwa.manifest.psalm'],
        short_name: text['pwa.manifest.psalmShort'],
        url: '/psalm',
        icons: icon192,
      },
      {
        name: text['pwa.manifest.journal'],
        short_name: text['pwa.manifest.journalShort'],
        url: '/journal',
        icons: icon192,
      },
    ],
  };
}
