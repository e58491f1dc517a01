import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, it } from 'vitest';

it("loads Node's WASI without printing its experimental-feature warning", () => {
  const module = path.join(import.meta.dirname, 'quiet-wasi.mjs');
  const loaded = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `const { WASI } = await import(${JSON.stringify(module)}); console.log(typeof WASI);`,
    ],
    { encoding: 'utf8' },
  );
  expect(loaded.stdout).toBe('function\n');
  expect(loaded.stderr).toBe('');
});
