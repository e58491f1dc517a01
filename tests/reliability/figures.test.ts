import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it, vi } from 'vitest';
import { reportFigures } from './support/figures';

afterEach(() => vi.unstubAllEnvs());

it('prints the figures and appends them for npm run test:reliability to print together', () => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'figures-')), 'figures.jsonl');
  vi.stubEnv('RELIABILITY_FIGURES', file);
  const log = vi.spyOn(console, 'log').mockImplementation(() => {});
  reportFigures('fuzzing', [{ name: 'inputs tried', value: 1200, goal: '≥ 1,000' }]);
  expect(log.mock.calls[0]?.[0]).toContain('inputs tried  1200  (goal ≥ 1,000)');
  expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual({
    suite: 'fuzzing',
    figures: [{ name: 'inputs tried', value: 1200, goal: '≥ 1,000' }],
  });
  log.mockRestore();
});
