import { defineConfig } from 'vitest/config';

// Two lanes over the same integration suite: PGlite always, PostgreSQL when TEST_DATABASE_URL is set;
// and the reliability suite (tests/reliability).
const postgresUrl = process.env.TEST_DATABASE_URL;
const shared = {
  globalSetup: ['src/server/test/global-setup.ts'],
  setupFiles: ['src/server/test/fail-on-console-error.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  // The @contracts/@server/@web aliases of tsconfig.json.
  resolve: { tsconfigPaths: true },
  test: {
    projects: [
      {
        extends: true,
        test: {
          ...shared,
          name: 'pglite',
          include: ['src/**/*.test.{ts,tsx}', 'tests/lint/**/*.test.ts'],
          env: { TEST_DB_KIND: 'pglite' },
        },
      },
      ...(postgresUrl
        ? [
            {
              extends: true as const,
              test: {
                ...shared,
                name: 'postgres',
                include: ['src/server/**/*.test.ts'],
                env: { TEST_DB_KIND: 'postgres' },
              },
            },
          ]
        : []),
      {
        // Fuzzing, load, faults, hardening and leaks (issue 19): short versions here, the full
        // ones through `npm run test:reliability`. On PostgreSQL whenever it is there.
        extends: true,
        test: {
          ...shared,
          name: 'reliability',
          include: ['tests/reliability/**/*.test.ts'],
          env: { TEST_DB_KIND: postgresUrl ? 'postgres' : 'pglite' },
          testTimeout: process.env.RELIABILITY_FULL === '1' ? 20 * 60_000 : 120_000,
        },
      },
    ],
  },
});
