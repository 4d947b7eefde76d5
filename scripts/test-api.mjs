#!/usr/bin/env node
// Runs the API test suite on both databases the API supports (ARCHITECTURE §1): first on the
// embedded PGlite, then on a throwaway PostgreSQL server. The same SQL must behave the same on
// both, so both runs are part of `npm test`. The API's test helper creates a fresh database per
// test file on the server named by DATABASE_URL.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './lib/proc.mjs';
import { coverStatements, FILE_SETUP_MS, readRecords, readServerReport } from './lib/sql-cover.mjs';
import { runVitestOnceMoreIfWorkerDied } from './lib/worker-crash.mjs';
import { findPostgresBinaries, isCI, runWithPgServer, warnPostgresMissing } from './pg-server.mjs';

// `--db pglite` or `--db server` runs one database only (scripts/test.mjs times them as two
// phases); whatever follows `--` goes to vitest (reporters, a file filter).
const argv = process.argv.slice(2);
const separator = argv.indexOf('--');
const ownArgs = separator >= 0 ? argv.slice(0, separator) : argv;
const vitestExtra = separator >= 0 ? argv.slice(separator + 1) : [];
const dbIndex = ownArgs.indexOf('--db');
const only = dbIndex >= 0 ? ownArgs[dbIndex + 1] : undefined;
/** `--record DIR` (server run): each file's SQL statements go to DIR (decision 117). */
const optionValue = (/** @type {string} */ name) => {
  const index = ownArgs.indexOf(name);
  return index >= 0 ? ownArgs[index + 1] : undefined;
};
const recordDir = optionValue('--record');
/** Names the file of the tests a PGlite run leaves out (apps/api/src/test/test-selection.ts). */
const SELECTION_ENV = 'CP_API_TEST_SELECTION';
/**
 * `--cover DIR --server-report FILE` (PGlite run): only the files chosen from the server run's
 * record (scripts/lib/sql-cover.mjs); every file when the record or the report is missing.
 */
const coverDir = optionValue('--cover');
const serverReport = optionValue('--server-report');
if (only !== undefined && only !== 'pglite' && only !== 'server') {
  console.error(`--db takes pglite or server, not ${only}`);
  process.exit(2);
}

const vitest = ['npx', 'vitest', 'run', '--project', 'api', ...vitestExtra];

/**
 * Tests that start real API processes on a PostgreSQL server of their own or the run's (two
 * processes, a balancer, database outages, kill -9: decisions 084, 085). They do the same thing
 * whichever database the run is on, so they run once, in the PostgreSQL run, where the server is
 * already up; on a machine without PostgreSQL binaries they skip in any case.
 */
const PROCESS_TESTS = [
  '**/src/faults/**',
  '**/src/test/cluster/**',
  '**/*-two-processes.test.ts',
  '**/media-restart.test.ts',
];

/**
 * @param {string} title
 */
function banner(title) {
  console.log(`\n${'='.repeat(78)}\n  API tests on ${title}\n${'='.repeat(78)}\n`);
}

/**
 * Runs vitest on PGlite. DATABASE_URL is removed, not just left alone: one inherited from the
 * developer's shell would silently turn this run into a second server run.
 * @returns {Promise<number>}
 */
function runOnPglite() {
  const env = { ...process.env };
  delete env.DATABASE_URL;
  const command = [...vitest, ...PROCESS_TESTS.flatMap((glob) => ['--exclude', glob]), ...pgliteFiles(env)];
  return runVitestOnceMoreIfWorkerDied(command, (c) => spawnVitest(c, env));
}

/** Every API test file, absolute. */
function apiTestFiles() {
  const root = path.join(repoRoot, 'apps/api/src');
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => path.join(root, file));
}

/**
 * The files of a PGlite run with `--cover`, and within them the tests: those that send every
 * statement the server run sent, those about the embedded database, and those of files the server
 * run did not pass (decisions 117, 123). A file of which only its first tests are needed gets
 * the others skipped through `SELECTION_ENV` (apps/api/src/test/test-selection.ts). No file filter
 * (every test) without `--cover`, or when the server run left no record.
 * @param {NodeJS.ProcessEnv} env gets `SELECTION_ENV` when some tests are left out
 * @returns {string[]}
 */
function pgliteFiles(env) {
  if (!coverDir) return [];
  const missing = [coverDir, serverReport].filter((p) => !p || !existsSync(p));
  if (missing.length) {
    console.log(`[test-api] no record of the server run (${missing.join(', ')}): every file runs on PGlite`);
    return [];
  }
  const records = readRecords(/** @type {string} */ (coverDir));
  const { files, notPassed } = readServerReport(/** @type {string} */ (serverReport));
  const all = apiTestFiles();
  const namesPglite = all.filter((file) => /pglite/i.test(readFileSync(file, 'utf8')));
  const lacking = all.filter((file) => !files.has(file) && !isProcessTest(file));
  const whole = [...namesPglite, ...notPassed, ...lacking];
  const cover = coverStatements(records, files, whole);
  const chosen = [...cover.prefixes.keys()].filter((file) => !isProcessTest(file)).sort();
  /** @type {Record<string, string[]>} file -> the tests that run, where not all of them */
  const only = {};
  let tests = 0;
  let ms = 0;
  for (const file of chosen) {
    const order = files.get(file)?.tests ?? [];
    const length = Math.min(order.length, cover.prefixes.get(file) ?? 0);
    if (length < order.length) only[file] = order.slice(0, length).map((t) => t.name);
    tests += cover.prefixes.get(file) === Number.POSITIVE_INFINITY ? order.length : length;
    ms += FILE_SETUP_MS + order.slice(0, length).reduce((sum, t) => sum + t.ms, 0);
  }
  const serverTests = [...files.values()].reduce((sum, f) => sum + f.tests.length, 0);
  const serverMs = [...files.values()].reduce((sum, f) => sum + FILE_SETUP_MS + f.ms, 0);
  if (Object.keys(only).length) {
    const selection = path.join(/** @type {string} */ (coverDir), 'pglite-selection.json');
    writeFileSync(selection, JSON.stringify(only));
    env[SELECTION_ENV] = selection;
  }
  console.log(
    `[test-api] PGlite runs ${tests} of the server run's ${serverTests} tests, in ${chosen.length} of ${all.length} files: every one of the ${cover.statements} SQL statements\n` +
      `[test-api]   the server run sent (${cover.covered} covered), all of the ${namesPglite.length} files about the embedded database, ${notPassed.size} the server run\n` +
      `[test-api]   did not pass and ${lacking.length} it lacked; about ${(ms / 1000).toFixed(0)} s of the server run's ${(serverMs / 1000).toFixed(0)} s (decision 123).\n` +
      `[test-api]   The tests left out are reported as skipped here; they ran on the server.`,
  );
  return chosen.map((file) => path.relative(repoRoot, file));
}

/** Whether `file` is one of PROCESS_TESTS (they run in the server run only). */
function isProcessTest(/** @type {string} */ file) {
  const relative = path.relative(repoRoot, file);
  return PROCESS_TESTS.some((glob) => path.matchesGlob(relative, glob));
}

/**
 * @param {string[]} command
 * @param {NodeJS.ProcessEnv} env
 * @returns {Promise<number>}
 */
function spawnVitest(command, env) {
  return new Promise((resolve) => {
    const child = spawn(command[0] ?? 'npx', command.slice(1), { cwd: repoRoot, env, stdio: 'inherit' });
    // Pass signals on and wait for vitest, so that a stopped run leaves no orphaned workers.
    const signals = /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP']);
    const forward = (/** @type {NodeJS.Signals} */ signal) => child.kill(signal);
    for (const signal of signals) process.on(signal, forward);
    const done = (/** @type {number} */ code) => {
      for (const signal of signals) process.removeListener(signal, forward);
      resolve(code);
    };
    child.on('error', (error) => {
      console.error(`could not start vitest: ${error.message}`);
      done(1);
    });
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

async function main() {
  // Both runs start in the repository root so that vitest finds vitest.config.ts.
  process.chdir(repoRoot);

  /** @type {{ database: string, result: string }[]} */
  const summary = [];

  let pgliteCode = 0;
  if (only !== 'server') {
    banner('embedded PGlite (no DATABASE_URL; the process tests run in the server run)');
    pgliteCode = await runOnPglite();
    summary.push({ database: 'PGlite', result: pgliteCode === 0 ? 'passed' : `FAILED (exit ${pgliteCode})` });
  }

  let serverFailed = false;
  if (only === 'pglite') {
    // The caller runs the server half as a phase of its own.
  } else if (findPostgresBinaries()) {
    banner('a PostgreSQL server (DATABASE_URL from scripts/pg-server.mjs)');
    let serverCode;
    try {
      if (recordDir) process.env.CP_SQL_RECORD = path.resolve(recordDir);
      serverCode = await runVitestOnceMoreIfWorkerDied(vitest, runWithPgServer);
    } catch (error) {
      console.error(`[test-api] ${error instanceof Error ? error.message : error}`);
      serverCode = 1;
    }
    serverFailed = serverCode !== 0;
    summary.push({
      database: 'PostgreSQL server',
      result: serverCode === 0 ? 'passed' : `FAILED (exit ${serverCode})`,
    });
  } else {
    warnPostgresMissing('the API tests on a PostgreSQL server (only PGlite was tested)');
    serverFailed = isCI();
    summary.push({
      database: 'PostgreSQL server',
      result: serverFailed
        ? 'FAILED (no PostgreSQL binaries, CI is set)'
        : 'SKIPPED (no PostgreSQL binaries)',
    });
  }

  console.log('\nAPI tests summary:');
  for (const row of summary) console.log(`  ${row.database.padEnd(20)} ${row.result}`);
  process.exitCode = pgliteCode !== 0 || serverFailed ? 1 : 0;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
