// vite.config.ts loads this file, and its config loader knows no path aliases: relative imports.
/* eslint-disable no-restricted-imports */
import type { Plugin } from 'vite';
import type { VitePWAOptions } from 'vite-plugin-pwa';
import { languages, manifestPath } from '../../contracts/languages';
import { onlyMemberAppAssets } from './member-precache';
import { webManifest } from './web-manifest';
/* eslint-enable no-restricted-imports */

/**
 * The installable app (decision 138): our own worker (src/web/pwa/sw.ts, built by vite-plugin-pwa
 * with the precache list injected) and the web app manifest. Registration is ours too
 * (register-worker.ts, loaded after sign-in), so the plugin injects no script.
 */
export const pwaOptions: Partial<VitePWAOptions> = {
  strategies: 'injectManifest',
  srcDir: 'src/web/pwa',
  filename: 'sw.ts',
  injectRegister: false,
  registerType: 'prompt',
  includeAssets: [],
  manifest: webManifest('en'),
  injectManifest: {
    // The page, the theme script, the icons and every member page's code and dictionaries, so a
    // page never opened before still opens offline (and says what it can show without a network).
    // The staff portal's code is left out: it never reaches a member's device.
    globPatterns: [
      'index.html',
      'theme-init.js',
      'favicon.svg',
      'icons/*.png',
      'assets/*.{js,css}',
    ],
    manifestTransforms: [onlyMemberAppAssets()],
    // The worker bundles zod (the push payload's schema) and Workbox.
    maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
  },
  devOptions: { enabled: false },
};

/** Writes every other language's manifest beside the English one the PWA plugin writes. */
export const languageManifests: Plugin = {
  name: 'psalmlight-language-manifests',
  apply: 'build',
  generateBundle() {
    for (const language of languages.filter((other) => other !== 'en')) {
      this.emitFile({
        type: 'asset',
        fileName: manifestPath(language).slice(1),
        source: JSON.stringify(webManifest(language)),
      });
    }
  },
};
