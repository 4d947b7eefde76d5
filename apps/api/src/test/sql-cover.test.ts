import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../lib/package-paths.js';

interface FileTime {
  ms: number;
  tests: { name: string; ms: number }[];
}
type Records = Map<string, Map<string, Set<string>>>;
const { coverStatements } = (await import(path.join(repoRoot, 'scripts/lib/sql-cover.mjs'))) as {
  coverStatements(
    records: Records,
    files: Map<string, FileTime>,
    whole: Iterable<string>,
  ): { prefixes: Map<string, number>; statements: number; covered: number };
};

/** A record and a report from `{ file: { test: [shapes] } }`, 100 ms a test, in the order given. */
function run(spec: Record<string, Record<string, string[]>>) {
  const records: Records = new Map();
  const files = new Map<string, FileTime>();
  for (const [file, tests] of Object.entries(spec)) {
    records.set(file, new Map(Object.entries(tests).map(([name, shapes]) => [name, new Set(shapes)])));
    const names = Object.keys(tests).filter((name) => name !== '');
    files.set(file, { ms: names.length * 100, tests: names.map((name) => ({ name, ms: 100 })) });
  }
  return { records, files };
}

// The PGlite run's choice of tests (decisions 117, 123): every statement the server run sent is
// sent again, by the fewest tests, each with the tests before it in its file.
describe('coverStatements', () => {
  it('takes a file only as far as its last test with a statement no one else sends', () => {
    const { records, files } = run({
      a: { '': ['setup a'], one: ['select users'], two: ['select users'], three: ['select users'] },
      b: { '': ['setup b'], first: ['select users'], second: ['update courses'], third: ['select users'] },
    });
    const cover = coverStatements(records, files, []);
    expect(cover.covered).toBe(cover.statements);
    expect(cover.statements).toBe(4);
    // b's second test needs its first; a's setup statement needs the file but none of its tests.
    expect(cover.prefixes.get('b')).toBe(2);
    expect(cover.prefixes.get('a')).toBe(0);
  });

  it('runs whole the files it is told to, and adds nothing their statements already cover', () => {
    const { records, files } = run({
      pglite: { '': [], lock: ['select lock'], later: ['insert school'] },
      other: { '': [], same: ['insert school'] },
    });
    const cover = coverStatements(records, files, ['pglite']);
    expect(cover.prefixes.get('pglite')).toBe(Number.POSITIVE_INFINITY);
    expect(cover.prefixes.has('other')).toBe(false);
  });

  it("counts a statement of a hook after the tests (a name the report lacks) as the file's", () => {
    const { records, files } = run({ a: { one: ['select 1'] } });
    records.get('a')!.set('a test of another file', new Set(['drop database']));
    const cover = coverStatements(records, files, []);
    expect(cover.covered).toBe(2);
    expect(cover.prefixes.get('a')).toBe(1);
  });
});
