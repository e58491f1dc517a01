import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const isJourney = (file: TestSpecification) =>
  file.moduleId.endsWith('psalm-daily-journey.test.ts');

/**
 * The daily-psalm journey saves today's psalm from the portal itself, which every other file may
 * have done already through ensurePsalmToday (support/psalms.ts): it runs first, whatever the
 * sizes and the cached timings of the files say. Shards (`--shard`, scripts/e2e.mjs) are made by
 * size, the largest file first into the lighter shard, so that they end together: a file's size is
 * the best guess of its time a fresh clone has (the default split, by a hash of the path, only
 * evens the count of files). The journey stays in the first.
 */
class JourneyFirst extends BaseSequencer {
  override async shard(files: TestSpecification[]) {
    const { index, count } = this.ctx.config.shard!;
    const shards = Array.from({ length: count }, () => ({
      bytes: 0,
      files: [] as TestSpecification[],
    }));
    const bySize = files
      .map((file) => ({ file, bytes: fs.statSync(file.moduleId).size }))
      .sort((a, b) => Number(isJourney(b.file)) - Number(isJourney(a.file)) || b.bytes - a.bytes);
    for (const { file, bytes } of bySize) {
      const lightest = isJourney(file)
        ? shards[0]!
        : shards.reduce((least, shard) => (shard.bytes < least.bytes ? shard : least));
      lightest.files.push(file);
      lightest.bytes += bytes;
    }
    return shards[index - 1]!.files;
  }

  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    return [...sorted].sort((a, b) => Number(isJourney(b)) - Number(isJourney(a)));
  }
}

// The browser lane (npm run test:e2e): one built server for each shard's run, its files one after
// another.
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
