// @ts-check
// Which API test files the PGlite run runs (decision 117). The PostgreSQL run records, per test
// file, the SQL statements it sent (apps/api/src/test/sql-record.ts). The PGlite run then runs:
//  - a set of files that together send every one of those statements, chosen greedily for the
//    most statements not yet sent per second of the file's server-run time;
//  - every file that names the embedded database (its subject is PGlite: the lock, the commands
//    on an installation of their own, backups);
//  - every file with a test the server run skipped or failed, or that the server run lacks.
// A statement's shape (its text, parameters left out) is what can behave differently on the two
// databases: the engine parses, plans and runs that text, and the driver parses its columns.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * @param {string} dir the CP_SQL_RECORD folder of the server run
 * @returns {Map<string, Set<string>>} test file (absolute) -> statement shapes
 */
export function readRecords(dir) {
  /** @type {Map<string, Set<string>>} */
  const records = new Map();
  for (const name of readdirSync(dir)) {
    if (!name.endsWith('.tsv')) continue;
    for (const line of readFileSync(path.join(dir, name), 'utf8').split('\n')) {
      const tab = line.indexOf('\t');
      if (tab < 0) continue;
      const file = line.slice(0, tab);
      const statements = records.get(file) ?? new Set();
      records.set(file, statements);
      statements.add(line.slice(tab + 1));
    }
  }
  return records;
}

/**
 * The server run's Vitest JSON report: each file's time, and the files with a test that did not
 * pass there.
 * @param {string} reportFile
 */
export function readServerReport(reportFile) {
  /** @type {Map<string, number>} */
  const ms = new Map();
  /** @type {Set<string>} */
  const notPassed = new Set();
  const json = JSON.parse(readFileSync(reportFile, 'utf8'));
  for (const file of json.testResults ?? []) {
    ms.set(file.name, Math.max(1, (file.endTime ?? 0) - (file.startTime ?? 0)));
    const results = file.assertionResults ?? [];
    if (file.status !== 'passed' || results.some((/** @type {any} */ t) => t.status !== 'passed'))
      notPassed.add(file.name);
  }
  return { ms, notPassed };
}

/**
 * Greedy weighted set cover: starting from `chosen`, adds the file that sends the most statements
 * not yet covered per millisecond until every recorded statement is covered.
 * @param {Map<string, Set<string>>} records
 * @param {Map<string, number>} ms
 * @param {Iterable<string>} chosen files that run in any case
 */
export function coverStatements(records, ms, chosen) {
  const files = new Set(chosen);
  /** @type {Set<string>} */
  const covered = new Set();
  for (const file of files) for (const s of records.get(file) ?? []) covered.add(s);
  const all = new Set([...records.values()].flatMap((set) => [...set]));
  while (covered.size < all.size) {
    let best = '';
    let bestScore = 0;
    for (const [file, statements] of records) {
      if (files.has(file)) continue;
      let fresh = 0;
      for (const s of statements) if (!covered.has(s)) fresh += 1;
      const score = fresh / (ms.get(file) ?? 1000);
      if (fresh > 0 && score > bestScore) {
        best = file;
        bestScore = score;
      }
    }
    if (!best) break;
    files.add(best);
    for (const s of records.get(best) ?? []) covered.add(s);
  }
  return { files, statements: all.size, covered: covered.size };
}
