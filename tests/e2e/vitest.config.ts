import path from 'node:path';
import { defineConfig } from 'vitest/config';

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
  },
});
