// npm run test:reliability: the full reliability suite (tests/reliability: fuzzing, load, faults,
// hardening, leaks) on PostgreSQL when TEST_DATABASE_URL is set (PGlite otherwise), then every
// figure the suites reported, together. CI runs the short versions as part of `npm test`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const figuresFile = path.join(os.tmpdir(), `psalmlight-reliability-${process.pid}.jsonl`);
const result = spawnSync(
  process.execPath,
  [
    path.join(root, 'node_modules/vitest/vitest.mjs'),
    'run',
    '--project',
    'reliability',
    ...process.argv.slice(2),
  ],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, RELIABILITY_FULL: '1', RELIABILITY_FIGURES: figuresFile },
  },
);

console.log('\n# Reliability figures');
const lines = fs.existsSync(figuresFile)
  ? fs.readFileSync(figuresFile, 'utf8').split('\n').filter(Boolean)
  : [];
for (const line of lines) {
  const { suite, figures } = JSON.parse(line);
  console.log(`\n## ${suite}`);
  for (const figure of figures) {
    console.log(`- ${figure.name}: ${figure.value}${figure.goal ? ` (goal ${figure.goal})` : ''}`);
  }
}
if (lines.length === 0) console.log('(no suite reported figures)');
fs.rmSync(figuresFile, { force: true });
process.exit(result.status ?? 1);
