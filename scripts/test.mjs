#!/usr/bin/env node
// `npm test`: every check of the project, phase by phase, with each phase's time, its test
// counts and the slowest tests printed at the end, so that CI's log says where the time goes.
//
//   node scripts/test.mjs                    every phase
//   node scripts/test.mjs --only unit,build  some phases (names below)
//
// Every phase runs even when an earlier one failed (one CI run reports every failure), except
// that the browser phase needs the build phase to have passed. Phases of one stage run at the
// same time (decision 102): each of them leaves a core or more idle on its own. The first phase
// of a stage prints as it goes; the others' output is held and printed whole when the stage ends,
// so the log reads phase by phase. The exit code is 1 when any
// phase failed. Reports of the test runners go to .test-reports/ (git-ignored).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { repoRoot } from './lib/proc.mjs';

const reports = path.join(repoRoot, '.test-reports');

/**
 * The whole machine's busy CPU time so far, in seconds (Linux's /proc/stat: user, nice, system,
 * irq, softirq and steal, in ticks of 1/100 s), or undefined elsewhere. A stage's share is the
 * difference around it: every process counts, the detached PostgreSQL servers included, which a
 * child's own accounting would miss. On a CI runner the suite is all the machine does; locally,
 * other work counts too, which the busy share beside the figure makes visible.
 */
function machineCpuSeconds() {
  try {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]?.trim().split(/\s+/) ?? [];
    const [user, nice, system, , , irq, softirq, steal] = fields.map(Number);
    const busy = [user, nice, system, irq, softirq, steal].reduce((sum, n) => sum + (n ?? 0), 0);
    return Number.isFinite(busy) && fields.length >= 8 ? busy / 100 : undefined;
  } catch {
    return undefined;
  }
}
const cores = availableParallelism();

/** Vitest's JSON report next to its usual output. */
const vitestJson = (/** @type {string} */ name) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${path.join(reports, `${name}.json`)}`,
];

/**
 * @typedef {{ name: string, title: string, stage: number, command: string[],
 *   env?: Record<string, string>, report?: { kind: 'vitest' | 'playwright', file: string },
 *   needs?: string, startsServers?: boolean }} Phase
 */
// `startsServers`: the phase's tests start API processes of their own. When this run's build
// passed, they start the compiled server, as production does (CP_API_COMPILED=1,
// apps/api/src/test/server-command.ts, decision 128); otherwise the source through tsx.

/** @type {Phase[]} */
const phases = [
  { name: 'lint', title: 'lint (Biome)', stage: 1, command: ['npx', 'biome', 'check', '.'] },
  // The API's import graph against its layers and areas (.dependency-cruiser.cjs, decision 125).
  {
    name: 'deps',
    title: 'dependency rule (dependency-cruiser)',
    stage: 1,
    command: ['npm', 'run', '--silent', 'deps'],
  },
  {
    name: 'typecheck',
    title: 'typecheck (tsc -b)',
    stage: 1,
    command: ['npm', 'run', '--silent', 'typecheck'],
  },
  {
    name: 'unit',
    title: 'unit tests (contract, stripe-local, web, ui, staff)',
    stage: 1,
    command: [
      'npx',
      'vitest',
      'run',
      ...['contract', 'stripe-local', 'web', 'ui', 'staff'].flatMap((project) => ['--project', project]),
      ...vitestJson('unit'),
    ],
    report: { kind: 'vitest', file: 'unit.json' },
  },
  { name: 'mobile', title: 'mobile shell check', stage: 1, command: ['node', 'scripts/check-mobile.mjs'] },
  { name: 'image', title: 'production image check', stage: 2, command: ['node', 'scripts/check-image.mjs'] },
  {
    name: 'build',
    title: 'build (contract, api, web, staff)',
    stage: 2,
    command: ['npm', 'run', '--silent', 'build'],
  },
  // Every API test file runs on a PostgreSQL server, which records each file's SQL statements;
  // then PGlite runs the files that send every one of those statements again, and those about
  // the embedded database (decision 117).
  {
    name: 'api-server',
    title: 'API tests on a PostgreSQL server',
    stage: 3,
    command: [
      'node',
      'scripts/test-api.mjs',
      '--db',
      'server',
      '--record',
      path.join(reports, 'sql'),
      '--',
      ...vitestJson('api-server'),
    ],
    report: { kind: 'vitest', file: 'api-server.json' },
    startsServers: true,
  },
  {
    name: 'api-pglite',
    title: 'API tests on PGlite (the files that send every SQL statement again)',
    stage: 4,
    command: [
      'node',
      'scripts/test-api.mjs',
      '--db',
      'pglite',
      '--cover',
      path.join(reports, 'sql'),
      '--server-report',
      path.join(reports, 'api-server.json'),
      '--',
      ...vitestJson('api-pglite'),
    ],
    report: { kind: 'vitest', file: 'api-pglite.json' },
    startsServers: true,
  },
  {
    name: 'browser',
    title: 'browser tests (Playwright, Chromium)',
    stage: 5,
    command: ['npx', 'playwright', 'test', '-c', 'e2e/playwright.config.ts'],
    env: { CP_PLAYWRIGHT_JSON: path.join(reports, 'browser.json') },
    report: { kind: 'playwright', file: 'browser.json' },
    needs: 'build',
  },
];

/**
 * Runs a command; `held` collects its output instead of printing it.
 * @param {string[]} command
 * @param {Record<string, string>} env
 * @param {Buffer[]} [held]
 * @returns {Promise<number>}
 */
function run(command, env, held) {
  return new Promise((resolve) => {
    const child = spawn(command[0] ?? '', command.slice(1), {
      cwd: repoRoot,
      env: { ...process.env, ...env },
      stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    if (held) {
      child.stdout?.on('data', (chunk) => held.push(chunk));
      child.stderr?.on('data', (chunk) => held.push(chunk));
    }
    const signals = /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP']);
    const forward = (/** @type {NodeJS.Signals} */ signal) => child.kill(signal);
    for (const signal of signals) process.on(signal, forward);
    const done = (/** @type {number} */ code) => {
      for (const signal of signals) process.removeListener(signal, forward);
      resolve(code);
    };
    child.on('error', (error) => {
      console.error(`could not start ${command.join(' ')}: ${error.message}`);
      done(1);
    });
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

/**
 * @typedef {{ passed: number, failed: number, skipped: number, flaky: string[],
 *   failures: { name: string, message: string }[],
 *   tests: { name: string, ms: number }[], files: { name: string, ms: number }[] }} Counts
 */

/** @returns {Counts} */
function emptyCounts() {
  return { passed: 0, failed: 0, skipped: 0, flaky: [], failures: [], tests: [], files: [] };
}

/**
 * Vitest's JSON report (the Jest-compatible shape).
 * @param {any} json
 * @param {string} phase
 * @returns {Counts}
 */
function readVitest(json, phase) {
  const counts = emptyCounts();
  for (const file of json.testResults ?? []) {
    const name = path.relative(repoRoot, file.name);
    counts.files.push({ name: `${phase}  ${name}`, ms: (file.endTime ?? 0) - (file.startTime ?? 0) });
    // A file that failed outside its tests (an import, a hook) has a message of its own.
    if (file.status === 'failed' && file.message) {
      counts.failures.push({ name: `${phase}  ${name}`, message: file.message });
    }
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'passed') counts.passed += 1;
      else if (test.status === 'failed') {
        counts.failed += 1;
        counts.failures.push({
          name: `${phase}  ${name} > ${test.fullName}`,
          message: (test.failureMessages ?? []).join('\n'),
        });
      } else counts.skipped += 1;
      counts.tests.push({ name: `${phase}  ${name} > ${test.fullName}`, ms: test.duration ?? 0 });
    }
  }
  return counts;
}

/**
 * Playwright's JSON report: suites nest; a spec holds one test per project, each with its tries.
 * @param {any} json
 * @returns {Counts}
 */
function readPlaywright(json) {
  const counts = emptyCounts();
  /** @type {Map<string, number>} */
  const fileMs = new Map();
  /** @param {any} suite */
  const walk = (suite) => {
    for (const child of suite.suites ?? []) walk(child);
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const results = test.results ?? [];
        const ms = results.reduce((sum, result) => sum + (result.duration ?? 0), 0);
        const name = `browser  ${spec.file} > ${spec.title} [${test.projectName}]`;
        fileMs.set(spec.file, (fileMs.get(spec.file) ?? 0) + ms);
        counts.tests.push({ name, ms });
        if (test.status === 'skipped') counts.skipped += 1;
        else if (test.status === 'unexpected') {
          counts.failed += 1;
          const error = results.at(-1)?.error;
          counts.failures.push({ name, message: String(error?.message ?? error?.value ?? '') });
        } else {
          counts.passed += 1;
          if (test.status === 'flaky') counts.flaky.push(name);
        }
      }
    }
  };
  for (const suite of json.suites ?? []) walk(suite);
  for (const [name, ms] of fileMs) counts.files.push({ name: `browser  ${name}`, ms });
  return counts;
}

/** @param {Phase} phase @returns {Counts | undefined} */
function readReport(phase) {
  if (!phase.report) return undefined;
  const file = path.join(reports, phase.report.file);
  if (!existsSync(file)) return undefined;
  try {
    const json = JSON.parse(readFileSync(file, 'utf8'));
    return phase.report.kind === 'vitest' ? readVitest(json, phase.name) : readPlaywright(json);
  } catch {
    return undefined;
  }
}

const seconds = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(1)} s`;
const clock = (/** @type {number} */ ms) => {
  const total = Math.round(ms / 1000);
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
};

/**
 * @param {string} title
 * @param {{ name: string, ms: number }[]} rows
 * @param {number} count
 */
function printSlowest(title, rows, count) {
  if (rows.length === 0) return;
  console.log(`\n${title}`);
  for (const row of [...rows].sort((a, b) => b.ms - a.ms).slice(0, count)) {
    console.log(`  ${seconds(row.ms).padStart(8)}  ${row.name}`);
  }
}

/**
 * The failed tests again at the very end, with the first lines of their errors: CI's log is
 * often read from its tail, where a phase's own output has long scrolled away.
 * @param {{ name: string, message: string }[]} failures
 */
function printFailures(failures) {
  if (failures.length === 0) return;
  console.log(`\n${'x'.repeat(78)}\nx  ${failures.length} FAILED test(s):`);
  for (const failure of failures) {
    console.log(`x    ${failure.name}`);
    const lines = stripVTControlCharacters(failure.message)
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    // The message, then where in our code it was thrown (not the test runner's frames).
    const said = lines.filter((line) => !line.startsWith('at ')).slice(0, 4);
    const where = lines.find((line) => line.startsWith('at ') && !line.includes('node_modules'));
    for (const line of [...said, ...(where ? [where] : [])]) console.log(`x        ${line.slice(0, 200)}`);
  }
  console.log('x'.repeat(78));
}

/**
 * The machine's CPU by stage (issue 26): wall time alone cannot say whether a stage waits or
 * works. A stage that keeps every core busy is shortened only by less work, and the total CPU
 * divided by the cores is the shortest run this machine could make of the same work.
 * @param {{ stage: number, ms: number, cpu: number | undefined }[]} stageRows
 */
function printCpu(stageRows) {
  if (stageRows.some((row) => row.cpu === undefined)) return;
  console.log(`\n  The machine's CPU by stage (${cores} cores; every process on the machine counts):`);
  console.log(`  ${'stage'.padEnd(6)}${'time'.padStart(7)}  ${'CPU-s'.padStart(7)}  busy`);
  let cpu = 0;
  for (const row of stageRows) {
    const used = row.cpu ?? 0;
    cpu += used;
    const busy = row.ms > 0 ? Math.round((100 * used) / ((row.ms / 1000) * cores)) : 0;
    console.log(
      `  ${String(row.stage).padEnd(6)}${clock(row.ms).padStart(7)}  ${used.toFixed(0).padStart(7)}  ${busy} %`,
    );
  }
  console.log(
    `  all   ${''.padStart(7)}  ${cpu.toFixed(0).padStart(7)}  at least ${clock((cpu / cores) * 1000)} of wall time on ${cores} cores`,
  );
}

async function main() {
  const argv = process.argv.slice(2);
  const onlyIndex = argv.indexOf('--only');
  const only = onlyIndex >= 0 ? new Set((argv[onlyIndex + 1] ?? '').split(',')) : undefined;
  const unknown = only ? [...only].filter((name) => !phases.some((phase) => phase.name === name)) : [];
  if (unknown.length) {
    console.error(`unknown phase(s): ${unknown.join(', ')}; phases: ${phases.map((p) => p.name).join(', ')}`);
    process.exit(2);
  }
  rmSync(reports, { recursive: true, force: true });
  mkdirSync(reports, { recursive: true });

  /** @type {{ phase: Phase, result: string, ms: number, counts?: Counts }[]} */
  const rows = [];
  /** @type {{ stage: number, ms: number, cpu: number | undefined }[]} */
  const stageRows = [];
  const started = Date.now();
  const stages = [...new Set(phases.map((phase) => phase.stage))];
  for (const stage of stages) {
    /** @type {Phase[]} */
    const due = [];
    for (const phase of phases.filter((p) => p.stage === stage)) {
      if (only && !only.has(phase.name)) continue;
      const needed = phase.needs ? rows.find((row) => row.phase.name === phase.needs) : undefined;
      if (needed && needed.result !== 'passed') {
        rows.push({ phase, result: `not run (${phase.needs} failed)`, ms: 0 });
      } else due.push(phase);
    }
    const banner = (/** @type {Phase} */ phase) =>
      `\n${'#'.repeat(78)}\n#  ${phase.title}\n${'#'.repeat(78)}\n`;
    if (due.length > 1) console.log(`\n[test] at the same time: ${due.map((p) => p.name).join(', ')}`);
    const stageStarted = Date.now();
    const cpuBefore = machineCpuSeconds();
    const results = await Promise.all(
      due.map(async (phase, index) => {
        /** @type {Buffer[] | undefined} */
        const held = index === 0 ? undefined : [];
        if (!held) console.log(banner(phase));
        const phaseStarted = Date.now();
        const built = rows.some((row) => row.phase.name === 'build' && row.result === 'passed');
        const env = { ...phase.env, ...(phase.startsServers && built ? { CP_API_COMPILED: '1' } : {}) };
        const code = await run(phase.command, env, held);
        const ms = Date.now() - phaseStarted;
        if (!held) console.log(`\n[test] ${phase.name}: ${code === 0 ? 'passed' : 'FAILED'} in ${clock(ms)}`);
        return { phase, code, ms, held };
      }),
    );
    const cpuAfter = machineCpuSeconds();
    if (due.length > 0)
      stageRows.push({
        stage,
        ms: Date.now() - stageStarted,
        cpu: cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore,
      });
    for (const { phase, code, ms, held } of results) {
      if (held) {
        console.log(banner(phase));
        process.stdout.write(Buffer.concat(held));
        console.log(`\n[test] ${phase.name}: ${code === 0 ? 'passed' : 'FAILED'} in ${clock(ms)}`);
      }
      rows.push({
        phase,
        result: code === 0 ? 'passed' : `FAILED (exit ${code})`,
        ms,
        counts: readReport(phase),
      });
    }
  }

  console.log(`\n${'='.repeat(78)}\n  npm test: ${clock(Date.now() - started)} in all\n${'='.repeat(78)}`);
  console.log(
    `  ${'stage'.padEnd(6)}${'phase'.padEnd(12)} ${'time'.padStart(7)}  ${'tests p/f/s'.padEnd(16)} result`,
  );
  for (const row of rows) {
    const counts = row.counts ? `${row.counts.passed}/${row.counts.failed}/${row.counts.skipped}` : '';
    console.log(
      `  ${String(row.phase.stage).padEnd(6)}${row.phase.name.padEnd(12)} ${clock(row.ms).padStart(7)}  ${counts.padEnd(16)} ${row.result}`,
    );
  }
  console.log('  (phases of one stage run at the same time; the total is the sum of the stages)');
  printCpu(stageRows);
  const all = rows.flatMap((row) => (row.counts ? [row.counts] : []));
  printSlowest(
    'Slowest test files (a file builds its app and database once):',
    all.flatMap((c) => c.files),
    15,
  );
  printSlowest(
    'Slowest tests:',
    all.flatMap((c) => c.tests),
    15,
  );
  printFailures(all.flatMap((c) => c.failures));
  const flaky = all.flatMap((c) => c.flaky);
  if (flaky.length) {
    console.log(
      `\n${'!'.repeat(78)}\n!  ${flaky.length} FLAKY browser test(s): failed, then passed on the retry.`,
    );
    for (const name of flaky) console.log(`!    ${name}`);
    console.log(`!  A retry is a safety net, not a pass: fix them.\n${'!'.repeat(78)}`);
  }
  process.exitCode = rows.every((row) => row.result === 'passed') ? 0 : 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
