// npm run test:e2e: build the web app when dist/web is missing or stale, then run the browser lane
// (tests/e2e, vitest + playwright-core + the system Chromium). Extra arguments go to vitest
// (a file filter, -t "name"). Exits non-zero when any test fails.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { withBuildLock } from './build-lock.mjs';
import { buildServerIfStale } from './server-build.mjs';
import { buildWebIfStale } from './web-build.mjs';

const root = path.resolve(import.meta.dirname, '..');
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  console.error(`Chromium was not found at ${chromium}. Install it or set CHROMIUM_PATH.`);
  process.exit(1);
}

await withBuildLock(async () => {
  buildWebIfStale();
  // Compiled once here, so the servers the tests start in parallel find it ready (decision 021).
  await buildServerIfStale();
});

const result = spawnSync(
  process.execPath,
  [
    path.join(root, 'node_modules/vitest/vitest.mjs'),
    'run',
    '--config',
    path.join(root, 'tests/e2e/vitest.config.ts'),
    ...process.argv.slice(2),
  ],
  { cwd: root, stdio: 'inherit', env: { ...process.env, CHROMIUM_PATH: chromium } },
);
process.exit(result.status ?? 1);
