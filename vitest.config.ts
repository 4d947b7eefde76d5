import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// A ceiling for a jsdom test, not a wait: a test that types a few lines with user-event took over
// Vitest's default 5 s in a fresh-clone run while typecheck and lint shared the machine, and the
// screens' own waits (findBy*, waitFor) may take up to 5 s (the setup files' asyncUtilTimeout).
const JSDOM_TEST_TIMEOUT_MS = 15_000;

// One runner, six projects (staff and ui test in jsdom like web). The api project runs against a real database:
// PGlite by default, the PostgreSQL server named by DATABASE_URL when set
// (scripts/test-api.mjs runs it both ways).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'contract',
          root: 'packages/contract',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'stripe-local',
          root: 'packages/stripe-local',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: 'apps/web/vite.config.ts',
        test: {
          name: 'web',
          // One jsdom for all of a worker's files (decision 100): building a jsdom and running the
          // setup file for each of 216 files took 256 of the phase's 391 s. The setup file resets
          // what a file can leave behind.
          isolate: false,
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/test/setup.ts'],
          testTimeout: JSDOM_TEST_TIMEOUT_MS,
        },
      },
      {
        extends: 'apps/staff/vite.config.ts',
        test: {
          name: 'staff',
          isolate: false, // as web (decision 100)
          root: 'apps/staff',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/test/setup.ts'],
          testTimeout: JSDOM_TEST_TIMEOUT_MS,
        },
      },
      {
        test: {
          name: 'ui',
          isolate: false, // as web (decision 100)
          root: 'packages/ui',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/test/setup.ts'],
          testTimeout: JSDOM_TEST_TIMEOUT_MS,
        },
      },
      {
        test: {
          name: 'api',
          root: 'apps/api',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // Records each test's SQL statements when CP_SQL_RECORD is set (decision 117), and
          // leaves out the tests a PGlite run does not need with CP_API_TEST_SELECTION (decision 123).
          setupFiles: ['src/test/sql-record.ts', 'src/test/test-selection.ts'],
          // Each test file builds its own app on its own fresh database. The module graph is
          // imported once per worker, not once per file (decision 101): every file made its own
          // app and database already, and the module state that outlives a file is keyed by its
          // database (WeakMaps) or is the process's own (the hashing pool), as in production.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // Cheaper password hashes inside test runs only (lib/password.ts cost): most files sign
          // in dozens of times; the flood test puts the real cost back for itself.
          env: { PASSWORD_HASH_COST: 'test' },
          // A test file waits on its database (and the password hashing threads) about as much
          // as it computes, so one file per core leaves cores idle: on 2 cores, two workers took
          // the PGlite run from 443 s to 305 s. Vitest's default is one fewer than the cores.
          maxWorkers: Math.max(2, availableParallelism() - 1),
        },
      },
    ],
  },
});
