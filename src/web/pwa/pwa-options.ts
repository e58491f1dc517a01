import type { VitePWAOptions } from 'vite-plugin-pwa';

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
  manifest: {
    id: '/dashboard',
    name: 'Psalmlight',
    short_name: 'Psalmlight',
    description: 'Daily psalms, guided prayer, a private journal and a gentle community.',
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: '#f8f4ec',
    background_color: '#f8f4ec',
    lang: 'en',
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
        name: 'Today’s Psalm',
        short_name: 'Psalm',
        url: '/psalm',
        icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
      },
      {
        name: 'Prayer Journal',
        short_name: 'Journal',
        url: '/journal',
        icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
      },
    ],
  },
  injectManifest: {
    // The shell every screen needs: the page, its entry script and styles, the first screens'
    // shared chunks, the theme script and the icons. Lazy pages join the runtime cache when opened
    // (the admin portal never reaches a member's device).
    globPatterns: [
      'index.html',
      'theme-init.js',
      'favicon.svg',
      'icons/*.png',
      'assets/index-*.{js,css}',
      'assets/app-core-*.js',
      'assets/form-fields-*.js',
    ],
    // The worker bundles zod (the push payload's schema) and Workbox.
    maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
  },
  devOptions: { enabled: false },
};
