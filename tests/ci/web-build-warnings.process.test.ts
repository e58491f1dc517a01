import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';

// The web build as `npm start` and `npm run build` run it: it prints no warning an operator would
// take for a fault (deprecated options, configuration nags), only real problems if there are any.
const root = path.resolve(import.meta.dirname, '../..');
// As scripts/web-build.mjs sets it (its comment says why this one nag is not printed).
const viteEnvironment = { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' };
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'psalmlight-web-build-'));
afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

it('builds the web app and its service worker without a warning', () => {
  const build = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules/vite/bin/vite.js'),
      'build',
      '--outDir',
      outDir,
      '--logLevel',
      'warn',
    ],
    { cwd: root, encoding: 'utf8', env: viteEnvironment, timeout: 170_000 },
  );
  expect(build.status, build.stderr).toBe(0);
  const printed = `${build.stdout}\n${build.stderr}`;
  expect(printed).not.toMatch(/deprecated|WARN|warning/i);
  expect(fs.existsSync(path.join(outDir, 'sw.js'))).toBe(true);
});
