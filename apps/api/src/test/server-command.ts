import { existsSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../lib/package-paths.js';

/**
 * How a test starts an API process of its own (the cluster, fault and restart tests): the argv
 * after `node`, to run with the repository's root as the working folder.
 *
 * `npm test` builds before the API phases run, and says so with CP_API_COMPILED=1 when its build
 * passed (scripts/test.mjs): then the process is what production runs (`npm start`: the compiled
 * server, its packages resolved to their compiled files). Anywhere else, such as a developer's
 * single test file, the source runs through tsx, so a test never meets a stale build. Importing
 * the compiled server costs about 3 CPU-s against 5 through tsx, and the PostgreSQL phase starts
 * dozens of processes (decision 128).
 */
export function serverCommand(): string[] {
  if (process.env.CP_API_COMPILED !== '1') return ['--import', 'tsx', 'apps/api/src/server.ts'];
  const compiled = path.join(repoRoot, 'apps/api/dist/server.js');
  if (!existsSync(compiled)) throw new Error(`CP_API_COMPILED=1, but ${compiled} is not built`);
  return ['--conditions=cp-compiled', '--enable-source-maps', compiled];
}
