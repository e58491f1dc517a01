// npm run test:e2e: build the web app when dist/web is missing or stale, then run the browser lane
// (tests/e2e, vitest + playwright-core + the system Chromium). Extra arguments go to vitest
// (a file filter, -t "name"). Exits non-zero when any test fails.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
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

// The whole lane runs in shards side by side (E2E_SHARDS, default 2), each a vitest run of its own
// with its own server and Chromium, its files one after another as before: a browser test waits
// on its page as much as it works, so two keep a 2-core machine busy. A filtered run is one shard.
const args = process.argv.slice(2);
const shards = args.length > 0 ? 1 : Math.max(1, Number(process.env.E2E_SHARDS ?? 2));
fs.rmSync(path.join(root, 'test-results'), { recursive: true, force: true });
const vitest = [
  path.join(root, 'node_modules/vitest/vitest.mjs'),
  'run',
  '--config',
  path.join(root, 'tests/e2e/vitest.config.ts'),
];
const env = { ...process.env, CHROMIUM_PATH: chromium };

if (shards === 1) {
  const result = spawnSync(process.execPath, [...vitest, ...args], {
    cwd: root,
    stdio: 'inherit',
    env,
  });
  process.exit(result.status ?? 1);
}

/** One shard's run, its output lines named by the shard; resolves with its exit code. */
function runShard(index) {
  const child = spawn(process.execPath, [...vitest, `--shard=${index}/${shards}`], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env,
  });
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ])
    readline
      .createInterface({ input: stream })
      .on('line', (line) => out.write(`[${index}/${shards}] ${line}\n`));
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
}

const codes = await Promise.all(Array.from({ length: shards }, (_, i) => runShard(i + 1)));
process.exit(codes.every((code) => code === 0) ? 0 : 1);
