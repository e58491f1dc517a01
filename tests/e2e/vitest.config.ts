import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The daily-psalm journey saves today's psalm from the portal itself, which every other file may
 * have done already through ensurePsalmToday (support/psalms.ts): it runs first, whatever the
 * sizes and the cached timings of the files say.
 */
class JourneyFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const first = (file: TestSpecification) =>
      file.moduleId.endsWith('psalm-daily-journey.test.ts') ? 0 : 1;
    return [...sorted].sort((a, b) => first(a) - first(b));
  }
}

// The browser lane (npm run test:e2e): one built server for the run, files one after another.
export default defineConfig({
  root: path.resolve(import.meta.dirname, '../..'),
  // The @contracts/@server/@web aliases of tsconfig.json.
  resolve: { tsconfigPaths: true },
  test: {
    name: 'e2e',
    include: ['tests/e2e/**/*.test.ts'],
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 180_000,
    reporters: ['default'],
    sequence: { sequencer: JourneyFirst },
  },
});
