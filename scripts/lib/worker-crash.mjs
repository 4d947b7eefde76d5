// A test worker that V8 itself kills (decision 103). Node 24's V8 aborts, now and then, a process
// that makes and closes many PGlite databases ("Check failed: jit_page_->allocations_.erase(addr)
// == 1", an open upstream bug in its JIT page registry, nodejs/node#64500): the worker dies, and
// the tests of its current file never run. Vitest reports them "pending" (a declared skip is
// "skipped"). Those files, and only those, are run once more; the log says so in capitals, and the
// phase passes only when the second run does and nothing else had failed.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The JSON report a vitest command writes (`--outputFile.json=...`), if any.
 * @param {string[]} command
 */
export function jsonReportOf(command) {
  const option = command.find((arg) => arg.startsWith('--outputFile.json='));
  return option?.slice('--outputFile.json='.length);
}

/**
 * Files whose tests did not all run although nothing failed: what a dead worker leaves.
 * undefined when the report says a test failed (then nothing is run again).
 * @param {string} report
 * @returns {string[] | undefined}
 */
function filesLeftByDeadWorker(report) {
  if (!existsSync(report)) return undefined;
  const json = JSON.parse(readFileSync(report, 'utf8'));
  /** @type {string[]} */
  const files = [];
  for (const file of json.testResults ?? []) {
    const states = (file.assertionResults ?? []).map((/** @type {any} */ test) => test.status);
    if (states.includes('failed') || file.status === 'failed') return undefined;
    if (states.includes('pending')) files.push(file.name);
  }
  return files;
}

/**
 * Runs `command` (a vitest run); when it fails only because a worker died, runs the files it left
 * once more and puts their results into the report in place of the unrun ones.
 * @param {string[]} command
 * @param {(command: string[]) => Promise<number>} run
 * @returns {Promise<number>}
 */
export async function runVitestOnceMoreIfWorkerDied(command, run) {
  const code = await run(command);
  const report = jsonReportOf(command);
  if (code === 0 || !report) return code;
  const left = filesLeftByDeadWorker(report);
  if (!left || left.length === 0) return code;
  const line = '!'.repeat(78);
  console.log(
    `\n${line}\n!  A TEST WORKER DIED (V8's JIT page check, nodejs/node#64500): ${left.length} file(s) left unrun.\n` +
      left.map((file) => `!    ${file}\n`).join('') +
      `!  They run once more; every other test of the run had passed.\n${line}\n`,
  );
  const first = `${report}.first`;
  renameSync(report, first);
  // The same command on those files only (a file filter it had, such as the server run's cover, goes).
  const files = left.map((file) => path.relative(process.cwd(), file));
  const again = await run([
    ...command.filter((arg) => arg.includes('*') || !arg.endsWith('.test.ts')),
    ...files,
  ]);
  if (!existsSync(report)) {
    renameSync(first, report);
    return again || 1;
  }
  const merged = JSON.parse(readFileSync(first, 'utf8'));
  const rerun = JSON.parse(readFileSync(report, 'utf8'));
  const byName = new Map((rerun.testResults ?? []).map((/** @type {any} */ f) => [f.name, f]));
  merged.testResults = merged.testResults.map((/** @type {any} */ f) => byName.get(f.name) ?? f);
  writeFileSync(report, JSON.stringify(merged));
  console.log(`\n[test-api] the ${left.length} file(s) run again: ${again === 0 ? 'passed' : 'FAILED'}`);
  return again;
}
