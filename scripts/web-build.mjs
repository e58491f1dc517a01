// Builds the web app (and its server renderer) when dist/web is missing or older than its sources (shared by start and e2e).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const sources = [
  'src/web',
  'src/contracts',
  'index.html',
  'vite.config.ts',
  'package-lock.json',
  'scripts/precompress.mjs',
];

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target))
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/**
 * Vite run by our scripts. Vite 8 loads vite.config.ts by bundling it, and warns on every run that
 * its extensionless relative imports (there and in src/web/pwa, which it loads) would not work with
 * `configLoader: 'native'`, a loader Vite may make the default in a later major version. Nothing
 * uses that loader, and TypeScript here is checked without file extensions in imports: the warning
 * is about a future we would meet when upgrading, so it is not printed now.
 */
export const viteEnvironment = { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' };

// The page itself, and the server's renderer of it (decision 145); the older one dates the build.
const outputs = ['dist/web/index.html', 'dist/ssr/entry-server.js'];
const viteBuilds = [
  ['build', '--logLevel', 'warn'],
  ['build', '--ssr', 'src/web/entry-server.tsx', '--logLevel', 'warn'],
];

export function buildWebIfStale() {
  const builtAt = Math.min(
    ...outputs.map((file) => {
      const built = path.join(root, file);
      return fs.existsSync(built) ? fs.statSync(built).mtimeMs : 0;
    }),
  );
  const changedAt = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
  if (builtAt > changedAt) return;
  console.log('Building the web app…');
  for (const args of viteBuilds) {
    const result = spawnSync(
      process.execPath,
      [path.join(root, 'node_modules/vite/bin/vite.js'), ...args],
      { cwd: root, stdio: 'inherit', env: viteEnvironment },
    );
    if (result.status !== 0) {
      console.error('The web build failed.');
      process.exit(result.status ?? 1);
    }
  }
  // Brotli and gzip copies beside the files, sent to browsers that accept them (decision 140).
  const compressed = spawnSync(process.execPath, [path.join(root, 'scripts/precompress.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (compressed.status !== 0) {
    console.error('Compressing the web build failed.');
    process.exit(compressed.status ?? 1);
  }
}
