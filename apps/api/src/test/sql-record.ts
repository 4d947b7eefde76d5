import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { expect } from 'vitest';

// The API tests' setup file. With CP_SQL_RECORD set (a folder), it records which SQL statements
// each test file sends to a PostgreSQL server, so that the PGlite run can choose the files that
// send every one of them again on the embedded database (decision 117, scripts/lib/sql-cover.mjs).
// Nothing happens without the variable.
//
// Every query of the pg driver, the pool's included, goes through `Client.prototype.query`; the
// text is recorded under the test file and the test running at that moment, its parameters left
// out: one line `file<TAB>"test"<TAB>"shape"` per statement the first time a test sends it.

const folder = process.env.CP_SQL_RECORD;
const PATCHED = Symbol.for('cp.sqlRecord');

/** Per test file, the shapes already written with the test (or '' outside a test) that sent them. */
type Recorded = Map<string, Set<string>>;
type WithRecord = typeof globalThis & { [PATCHED]?: Recorded };

/**
 * A statement's shape: parameters become `?`, and a list of them (`in (...)`, one row of
 * `values`), however long, and repeated rows of `values`, become one, so that the same call with
 * more or fewer items is the same statement.
 */
export function statementShape(text: string): string {
  return text
    .replace(/\$\d+/g, '?')
    .replace(/\((?:\s*(?:\?|default|null)\s*,)*\s*(?:\?|default|null)\s*\)/gi, '(?*)')
    .replace(/\(\?\*\)(?:\s*,\s*\(\?\*\))+/g, '(?*)+')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The test harness's own statements (test/server-database.ts: a database per file, made from a
 * template and dropped after), not the product's. Each names its file's database, so each is sent
 * by one file only; counted, they made every file necessary to the PGlite run's cover, which
 * never sends them anyway: PGlite has one database.
 */
export function isHarnessStatement(text: string): boolean {
  return /^\s*(?:create|drop) database\b|^\s*select 1 from pg_database where datname\b/i.test(text);
}

function textOf(config: unknown): string | undefined {
  if (typeof config === 'string') return config;
  if (config && typeof config === 'object' && 'text' in config && typeof config.text === 'string')
    return config.text;
  return undefined;
}

function install(dir: string): Recorded {
  const recorded: Recorded = new Map();
  mkdirSync(dir, { recursive: true });
  // Each statement is appended the first time a file sends it: the pool may end a worker without
  // its exit handlers, and a worker runs many files (the module graph is shared).
  const log = path.join(dir, `${process.pid}.tsv`);
  const original = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function query(this: pg.Client, ...args: unknown[]) {
    const text = textOf(args[0]);
    const { testPath: file, currentTestName } = expect.getState();
    if (text && file && !isHarnessStatement(text)) {
      const statements = recorded.get(file) ?? new Set();
      recorded.set(file, statements);
      // The test sending it, so that the PGlite run can choose single tests: a statement sent
      // before any test (a file's setup at the top or in beforeAll) is the file's (empty name).
      const test = currentTestName ?? '';
      const shape = statementShape(text);
      const entry = `${test}\t${shape}`;
      if (!statements.has(entry)) {
        statements.add(entry);
        appendFileSync(log, `${path.resolve(file)}\t${JSON.stringify(test)}\t${JSON.stringify(shape)}\n`);
      }
    }
    return original.apply(this, args);
  } as typeof pg.Client.prototype.query;
  return recorded;
}

if (folder) {
  const scope = globalThis as WithRecord;
  scope[PATCHED] ??= install(path.resolve(folder));
}
