// @ts-check
// Which API tests the PGlite run runs (decision 117, by single tests since decision 123). The
// PostgreSQL run records, per test, the shapes of the SQL statements it sent
// (apps/api/src/test/sql-record.ts). The PGlite run then runs:
//  - tests that together send every one of those statements again, chosen greedily for the most
//    statements not yet sent per second of server-run time. A test is chosen with every test
//    before it in its file (tests of one file often build on the ones before), and a file with
//    its setup, whose statements are the file's own;
//  - every test of a file that names the embedded database (its subject is PGlite: the lock, the
//    commands on an installation of their own, backups);
//  - every test of a file with a test the server run skipped or failed, or that it lacks.
// A statement's shape (its text, parameters left out) is what can behave differently on the two
// databases: the engine parses, plans and runs that text, and the driver parses its columns.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** What a file costs before its first test (its app and database), beyond what Vitest times. */
export const FILE_SETUP_MS = 1500;

/**
 * @typedef {Map<string, Map<string, Set<string>>>} Records test file (absolute) -> test name
 *   ('' for the file's setup) -> statement shapes
 * @typedef {{ name: string, ms: number }} TestTime
 * @typedef {{ ms: number, tests: TestTime[] }} FileTime
 */

/**
 * @param {string} dir the CP_SQL_RECORD folder of the server run
 * @returns {Records}
 */
export function readRecords(dir) {
  /** @type {Records} */
  const records = new Map();
  for (const name of readdirSync(dir)) {
    if (!name.endsWith('.tsv')) continue;
    for (const line of readFileSync(path.join(dir, name), 'utf8').split('\n')) {
      const fields = line.split('\t');
      if (fields.length < 2) continue;
      // `file, test, shape`; a record of a file alone (`file, shape`) is the file's.
      const [file = '', test, shape = ''] = fields.length >= 3 ? fields : [fields[0], '""', fields[1]];
      const tests = records.get(file) ?? new Map();
      records.set(file, tests);
      const testName = JSON.parse(test ?? '""');
      const shapes = tests.get(testName) ?? new Set();
      tests.set(testName, shapes);
      shapes.add(shape);
    }
  }
  return records;
}

/** A test's name as Vitest's `expect.getState().currentTestName` gives it. */
export const testName = (/** @type {{ ancestorTitles?: string[], title: string }} */ result) =>
  [...(result.ancestorTitles ?? []), result.title].join(' > ');

/**
 * The server run's Vitest JSON report: each file's time and its tests in order with their
 * times, and the files with a test that did not pass there.
 * @param {string} reportFile
 */
export function readServerReport(reportFile) {
  /** @type {Map<string, FileTime>} */
  const files = new Map();
  /** @type {Set<string>} */
  const notPassed = new Set();
  const json = JSON.parse(readFileSync(reportFile, 'utf8'));
  for (const file of json.testResults ?? []) {
    const results = file.assertionResults ?? [];
    files.set(file.name, {
      ms: Math.max(1, (file.endTime ?? 0) - (file.startTime ?? 0)),
      tests: results.map((/** @type {any} */ t) => ({ name: testName(t), ms: Math.max(1, t.duration ?? 0) })),
    });
    if (file.status !== 'passed' || results.some((/** @type {any} */ t) => t.status !== 'passed'))
      notPassed.add(file.name);
  }
  return { files, notPassed };
}

/**
 * Greedy weighted set cover by prefixes of files: starting from `whole` (files run entirely),
 * extends the prefix (the first k tests) of the file that sends the most statements not yet
 * covered per millisecond, until every recorded statement is covered. A statement of a test the
 * report does not know (a hook after the last test) counts as the file's setup.
 * @param {Records} records
 * @param {Map<string, FileTime>} files
 * @param {Iterable<string>} whole files that run entirely in any case
 * @returns {{ prefixes: Map<string, number>, statements: number, covered: number }} file -> how
 *   many of its first tests run (Infinity: all of them)
 */
export function coverStatements(records, files, whole) {
  /** @type {Map<string, number>} */
  const prefixes = new Map();
  /** @type {Set<string>} */
  const covered = new Set();
  /** file -> [the file's own shapes, then each test's, in the file's order] */
  const steps = new Map();
  for (const [file, tests] of records) {
    const order = files.get(file)?.tests ?? [];
    const known = new Set(order.map((t) => t.name));
    /** @type {Set<string>} */
    const own = new Set();
    for (const [name, shapes] of tests) if (!known.has(name)) for (const s of shapes) own.add(s);
    steps.set(file, {
      own,
      tests: order.map((t) => ({ ms: t.ms, shapes: tests.get(t.name) ?? new Set() })),
      setupMs: FILE_SETUP_MS + Math.max(0, (files.get(file)?.ms ?? 0) - order.reduce((a, t) => a + t.ms, 0)),
    });
  }
  const all = new Set([...records.values()].flatMap((tests) => [...tests.values()].flatMap((s) => [...s])));
  const cover = (/** @type {Set<string>} */ shapes) => {
    for (const s of shapes) covered.add(s);
  };
  for (const file of whole) {
    prefixes.set(file, Number.POSITIVE_INFINITY);
    const step = steps.get(file);
    if (!step) continue;
    cover(step.own);
    for (const t of step.tests) cover(t.shapes);
  }
  while (covered.size < all.size) {
    let best = { file: '', length: 0, score: 0 };
    for (const [file, step] of steps) {
      const done = prefixes.get(file);
      if (done === Number.POSITIVE_INFINITY) continue;
      /** @type {Set<string>} */
      const fresh = new Set();
      let ms = 0;
      const consider = (/** @type {number} */ length) => {
        const score = fresh.size / Math.max(1, ms);
        if (fresh.size > 0 && score > best.score) best = { file, length, score };
      };
      if (done === undefined) {
        ms += step.setupMs;
        for (const s of step.own) if (!covered.has(s)) fresh.add(s);
        consider(0);
      }
      for (let k = done ?? 0; k < step.tests.length; k++) {
        ms += step.tests[k].ms;
        for (const s of step.tests[k].shapes) if (!covered.has(s)) fresh.add(s);
        consider(k + 1);
      }
    }
    if (!best.file) break;
    const step = steps.get(best.file);
    if (!prefixes.has(best.file)) cover(step.own);
    for (let k = prefixes.get(best.file) ?? 0; k < best.length; k++) cover(step.tests[k].shapes);
    prefixes.set(best.file, best.length);
  }
  return { prefixes, statements: all.size, covered: covered.size };
}
