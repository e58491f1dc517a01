import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { catalogsPlugin, pseudoLocalize } from './scripts/catalogs.mjs';

// The projects, by how long they take:
// - pglite: every feature's unit, API and component tests on the embedded database: `npm test`,
//   the inner loop (a few minutes; `npm test -- <path>` for one feature).
// - postgres: the server's tests again on PostgreSQL (`npm run test:postgres`, TEST_DATABASE_URL),
//   with the PostgreSQL-only cases (several instances, dropped connections) in *.pg.test.ts files,
//   so that no lane reports a skipped test.
// - checks: whole-process and whole-program checks too slow for the inner loop: the real server
//   process started as `npm start` starts it (*.process.test.ts) and the typed-client test (the
//   pages compiled with the TypeScript compiler); and reliability: short runs of fuzzing, load,
//   faults, hardening and leaks (tests/reliability). Both in `npm run test:slow`; the full
//   reliability runs are `npm run test:reliability`.
const postgresUrl = process.env.TEST_DATABASE_URL;
const shared = {
  globalSetup: ['src/server/test/global-setup.ts'],
  setupFiles: ['src/server/test/fail-on-console-error.ts', 'src/server/test/restore-globals.ts'],
  // A page's fetch pointed at one file's server must not outlive its test: the files of a worker
  // share their globals (isolate: false), and the next file's server is another.
  unstubGlobals: true,
  testTimeout: 30_000,
  hookTimeout: 60_000,
};
const slowChecks = ['src/web/lib/api-types.test.ts', '**/*.process.test.ts'];
const postgresOnly = '**/*.pg.test.ts';

export default defineConfig({
  // The @contracts/@server/@web aliases of tsconfig.json.
  resolve: { tsconfigPaths: true },
  // The translation catalogs compiled as the build compiles them, and a pseudo-locale made from the
  // English ones for the test that a language is only its catalogs (pseudo-locale.test.tsx).
  plugins: [catalogsPlugin({ 'en-XA': pseudoLocalize })],
  test: {
    // Vitest leaves a core to itself by default, which is half of a two-core machine: the files
    // wait on the database and on each other's processes as much as on the CPU.
    maxWorkers: os.availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          ...shared,
          name: 'pglite',
          include: ['src/**/*.test.{ts,tsx}', 'tests/lint/**/*.test.ts', 'tests/ci/**/*.test.ts'],
          exclude: [...slowChecks, postgresOnly],
          // The files share their worker's modules (the app, the schema, the dictionaries) instead
          // of evaluating them again for each of the 120 files: each makes its own database and
          // app, and no test mocks a module or changes one's state for the next.
          isolate: false,
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
                isolate: false,
                env: { TEST_DB_KIND: 'postgres' },
              },
            },
          ]
        : []),
      {
        extends: true,
        test: {
          ...shared,
          name: 'checks',
          include: slowChecks,
          env: { TEST_DB_KIND: 'pglite' },
          testTimeout: 180_000,
        },
      },
      {
        // On PostgreSQL whenever it is there.
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
