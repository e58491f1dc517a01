import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { rememberBuildOutput } from './src/web/pwa/member-precache';
import { languageManifests, pwaOptions } from './src/web/pwa/pwa-options';
import { routeModulesPlugin } from './scripts/route-modules.mjs';
import { catalogsPlugin } from './scripts/catalogs.mjs';

/**
 * Modules every first screen (/auth and the signed-in shell) loads, kept in one chunk. Left alone,
 * the bundler splits them into a dozen tiny shared chunks whenever a new lazy page shares some of
 * them, and each chunk costs its own compression overhead and a preload entry: three new pages
 * pushed /auth from 149 to 152 KB without adding a line to it (decision 103).
 */
const firstScreenChunks = [
  {
    name: 'app-core',
    test: /\/src\/web\/lib\/(session\/(me-query|return-to|auth-api|finish-sign-out)|api-client|realtime|time-zone|toasts|offline-cache|offline-cache-names)\.ts$|\/src\/web\/ui\/(brand-mark|theme-toggle)\.tsx$|@tanstack\/(query-core|react-query)\/build\/modern\/(queryOptions|useMutation|mutationObserver)\.js$/,
  },
  {
    // The icons of the sign-in screen and of the entry's error and offline states. Left to the
    // icons group below, each came in a shared chunk of icons other pages use (the portal's among
    // them): four chunks and 4.6 KB of gzip for /auth, against about 1 KB here.
    name: 'first-screen-icons',
    test: /lucide-react\/dist\/esm\/icons\/(arrow-left|languages|book-open|refresh-cw|wifi-off|triangle-exclamation-point)\.mjs$/,
  },
  { name: 'form-fields', test: /\/src\/web\/ui\/(form-field|label|input|password-input)\.tsx$/ },
  {
    // Small modules of the signed-in shell and of most member pages, each its own chunk otherwise
    // (every lazy page shares a different few): 17 files of every member page, each with its
    // response headers. Their own imports stay where they are: taken along, they were 46 KB and
    // the entry imported the group. The page header stays apart: the signed-out privacy page uses
    // it alone.
    name: 'member-kit',
    test: /\/src\/web\/(ui\/(skeleton|badge|lazy-dialog|mount-on-press|confirm-dialog)\.tsx|lib\/(queries\/content-keys|use-hydrated|use-when-idle|session\/use-global-sign-out)\.ts|features\/(push\/(push-prompt-moment|push-device)\.ts|groups\/(group-alerts\.ts|group-notices-badge\.tsx)|auth\/global-logout-button\.tsx|widgets\/(has-home-screen|widget-storage|lazy-widget-dialog)\.ts))$/,
    includeDependenciesRecursively: false,
  },
  // The entry's biggest parts apart: the page evaluates the entry's imports one per task
  // (server-pages.ts), so each is its own task on a phone instead of one long one.
  { name: 'react-dom', test: /\/node_modules\/(react-dom|scheduler)\// },
  { name: 'router', test: /\/node_modules\/react-router\// },
  {
    name: 'icons',
    test: /lucide-react\/dist\/esm\/(icons\/|Icon|createLucideIcon|defaultAttributes|shared)/,
    entriesAware: true,
    entriesAwareMergeThreshold: 3_000,
  },
];

/** The entry's own chunks (the groups above that every page loads, and Rolldown's runtime). */
const loadedWithTheEntry =
  /^assets\/(index|rolldown-runtime|app-core|first-screen-icons|form-fields|react-dom|router)-[\w-]+\.js$/;

/**
 * vite-plugin-pwa 2.0 (the newest) builds the service worker as one file with Rollup's
 * `inlineDynamicImports`, which Rolldown deprecates in favour of `codeSplitting: false` with a
 * warning in every build: the same setting, in the name Rolldown reads.
 */
const workerInOneFile: Plugin = {
  name: 'psalmlight-worker-in-one-file',
  outputOptions({ inlineDynamicImports, ...options }) {
    return inlineDynamicImports ? { ...options, codeSplitting: false } : options;
  },
};

// The API server that `npm run dev` starts beside Vite (scripts/dev.mjs); override with API_ORIGIN.
const apiOrigin = process.env.API_ORIGIN ?? 'http://127.0.0.1:3001';

/**
 * The server's renderer (src/web/entry-server.tsx, decision 145): one self-contained module for
 * Node with every package inside, so React runs its production build whatever NODE_ENV says.
 */
const serverRendererBuild = defineConfig({
  plugins: [catalogsPlugin(), react()],
  resolve: { tsconfigPaths: true },
  ssr: { noExternal: true, target: 'node' },
  // Inside the bundle, so React's production build is the one compiled in.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    ssr: 'src/web/entry-server.tsx',
    outDir: 'dist/ssr',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: { output: { entryFileNames: 'entry-server.js' } },
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverRendererBuild : browserBuild));

const browserBuild = defineConfig({
  plugins: [
    catalogsPlugin(),
    react(),
    tailwindcss(),
    VitePWA({
      ...pwaOptions,
      injectManifest: { ...pwaOptions.injectManifest, buildPlugins: { vite: [workerInOneFile] } },
    }),
    languageManifests,
    rememberBuildOutput,
    routeModulesPlugin(import.meta.dirname),
  ],
  // The @contracts/@server/@web aliases of tsconfig.json.
  resolve: { tsconfigPaths: true },
  // Static files copied as-is into the build (the blocking theme script lives here: no inline scripts under our CSP).
  publicDir: 'src/web/public',
  // Workers apart: a worker runs under the policy its own response carries, so the server keeps the
  // document headers on these and leaves them off every other built file (asset-headers.ts).
  worker: {
    rolldownOptions: { output: { entryFileNames: 'assets/workers/[name]-[hash].js' } },
  },
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    sourcemap: true,
    // The chunk graph, read by the bundle budget test (tests/e2e/bundle-budget.test.ts).
    manifest: true,
    chunkSizeWarningLimit: 600,
    // A lazy chunk's loader adds a modulepreload link for each chunk it imports that the page has
    // not linked (each append a few milliseconds of a phone's main thread). The chunks the entry
    // imports are loaded before anything lazy runs: never worth a link.
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'js' ? deps.filter((dep) => !loadedWithTheEntry.test(dep)) : deps,
    },
    rolldownOptions: {
      output: {
        codeSplitting: { groups: firstScreenChunks },
        // A shared group's chunk is named after every page that shares it: keep the file name short.
        chunkFileNames: (chunk) =>
          chunk.name.includes('~') ? 'assets/shared-[hash].js' : 'assets/[name]-[hash].js',
      },
    },
  },
  server: {
    port: 3000,
    strictPort: true,
    proxy: {
      // changeOrigin stays false: the API checks Origin against PUBLIC_URL, which dev sets to Vite's address.
      '/api': { target: apiOrigin, ws: false },
    },
  },
  preview: { port: 3000 },
});
