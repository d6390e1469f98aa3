import os from 'node:os';
import path from 'node:path';
import tsconfigPaths from 'vite-tsconfig-paths';
import { defineConfig } from 'vitest/config';

// In CI each run also writes a JSON report that scripts/ci-summary.mjs sums up.
const reportDir = process.env.TEST_REPORT_DIR;
const runName = [
  ['integration', 's3', 'faults'].find((name) => process.argv.includes(name)) ?? 'unit',
  process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
].join('-');

// Vitest runs one file at a time on a 2-core machine (cores - 1). The tests mostly wait on a
// database (PGlite's work runs in the worker, PostgreSQL's in its own processes) or on a script
// they started, so more files at once use the cores better: the integration suite took 400 s one
// file at a time, 235 s two at a time on PGlite and 135 s three at a time on PostgreSQL; on a later
// host PGlite's took 156-165 s two at a time, 151-152 s three and 158 s four.
const cores = os.availableParallelism();
const filesAtOnce = Math.max(cores - 1, 2);
const integrationFilesAtOnce = Math.max(cores - 1, 3);

export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    reporters: reportDir ? ['default', 'json'] : ['default'],
    outputFile: reportDir ? { json: path.join(reportDir, `vitest-${runName}.json`) } : undefined,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          maxWorkers: filesAtOnce,
          // Limits catch hangs, not slowness: a loaded 2-core machine runs ESLint and the
          // form tests several times slower than an idle one (speed lives in bench/).
          testTimeout: 20_000,
          include: ['{app,common,server,scripts}/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', 'node_modules/**'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          // Components and route modules in a simulated DOM (Testing Library): the forms'
          // rules and messages, checked in milliseconds.
          name: 'component',
          maxWorkers: filesAtOnce,
          testTimeout: 20_000,
          include: ['app/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['tests/support/component-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          maxWorkers: integrationFilesAtOnce,
          // A worker runs its files one after another in one process: each file still gets a new
          // database, but the server's modules are loaded, and PGlite's WebAssembly compiled, once
          // per worker, not once per file (the suite: 374 -> 190 s on PGlite, 254 -> 102 s on
          // PostgreSQL). A file that changes the process (the clock, the environment) puts it back.
          isolate: false,
          globalSetup: ['tests/support/global-setup.ts'],
          include: ['tests/integration/**/*.int.test.ts', '{server,common}/**/*.int.test.ts'],
          environment: 'node',
          // Each file gets its own freshly migrated database (tests/support/test-database.ts).
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          // The photo suite against a real S3-compatible store: `npm run test:s3` with
          // S3_TEST_ENDPOINT set (.ci/run starts a gateway for it).
          name: 's3',
          globalSetup: ['tests/support/global-setup.ts'],
          include: ['tests/s3/**/*.s3.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          // The fault suite (docs/product.md#faults): the built server as separate processes, on
          // the embedded database and on the PostgreSQL server of TEST_DATABASE_URL (required).
          // `npm run test:faults`; .ci/run runs it after the build.
          name: 'faults',
          globalSetup: ['tests/faults/global-setup.mjs'],
          include: ['tests/faults/**/*.fault.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
