import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, expect } from 'vitest';

// The API tests' second setup file. With CP_API_TEST_SELECTION set (a JSON file: test file ->
// the names of the tests that run in it), the PGlite run skips the other tests of those files:
// the server run ran them, and the statements they send are sent here by the tests chosen
// (scripts/lib/sql-cover.mjs, decision 123). A file not named runs whole. Nothing happens
// without the variable.

const file = process.env.CP_API_TEST_SELECTION;
const selection: Map<string, Set<string>> = file
  ? new Map(
      Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[]>).map(
        ([testFile, names]) => [path.resolve(testFile), new Set(names)],
      ),
    )
  : new Map();

if (selection.size > 0) {
  // Registered before any hook of the test file, so a test left out skips the file's hooks too.
  beforeEach((context) => {
    const { testPath, currentTestName } = expect.getState();
    const names = testPath ? selection.get(path.resolve(testPath)) : undefined;
    if (names && !names.has(currentTestName ?? ''))
      context.skip(
        'sends only statements other tests send here; it ran on the PostgreSQL server (decision 123)',
      );
  });
}
