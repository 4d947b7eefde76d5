import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import { headlessShell } from './support/browsers';
import { BASE_URL, readyUrl, STACKS, stackDataDir, stackPort } from './support/env';

// Browser tests drive the built web app (apps/web/dist, built by `npm run test:e2e` first)
// through the real API, started here exactly as `npm start` serves it, on a fresh database.
//
// By default that is a cluster (decision 084): two API processes on one throwaway PostgreSQL
// behind nginx (scripts/cluster.mjs), so every test also proves that a learner's requests may
// land on any process. Each of the run's workers has such a stack of its own, with its own
// database, demo schools and learners, ports and data folder (support/env.ts, decision 102).
// CP_E2E_PROCESSES=1 runs a single process on embedded PGlite instead. Without nginx or PostgreSQL binaries the run falls back to one process with a
// loud warning; under CI that is an error.

const e2eDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(e2eDir, '..');
const isCI = !['', '0', 'false'].includes((process.env.CI ?? '').trim().toLowerCase());

// Playwright evaluates this file in the runner and again in every worker. The runner creates
// the data directory and publishes it in the environment, which the workers inherit, so one
// run gets exactly one fresh directory. The runner deletes it when it exits, after Playwright
// has stopped the web server.
const DATA_DIR_ENV = 'CP_E2E_DATA_DIR';
if (!process.env[DATA_DIR_ENV]) {
  // Runner only, once per run: the screenshots kept as CI artefacts are this run's only
  // (Playwright empties outputDir itself, but not this folder of ours).
  rmSync(path.join(e2eDir, 'artifacts', 'screens'), { recursive: true, force: true });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cp-e2e-data-'));
  process.env[DATA_DIR_ENV] = dataDir;
  for (let stack = 0; stack < STACKS; stack++) mkdirSync(stackDataDir(stack));
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}

/** The cluster's pieces this machine lacks, as the cluster script itself finds them. */
function missingForCluster(): string {
  const check = spawnSync(process.execPath, ['scripts/cluster.mjs', '--check'], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  return check.status === 0 ? '' : check.stdout.trim() || check.stderr.trim() || 'its pieces';
}

/** 1 (one process, PGlite) or 2 (the cluster); decided once in the runner, inherited by workers. */
function processCount(): number {
  const PROCESSES_ENV = 'CP_E2E_PROCESSES';
  const asked = process.env[PROCESSES_ENV] ?? '2';
  if (asked === '1') return 1;
  // Workers inherit the runner's decision (below) and do not check again.
  if (process.env.CP_E2E_CLUSTER_CHECKED) return Number(asked);
  process.env.CP_E2E_CLUSTER_CHECKED = '1';
  const missing = missingForCluster();
  if (missing) {
    const text = `the browser suite's cluster needs ${missing} (run .ci/run, or apt-get install nginx postgresql)`;
    if (isCI) throw new Error(`CI is set: ${text}.`);
    console.error(
      `\n${'#'.repeat(78)}\n#  WARNING: ${text}.\n#  Falling back to ONE API process on PGlite: nothing crosses processes in this run.\n${'#'.repeat(78)}\n`,
    );
    process.env[PROCESSES_ENV] = '1';
    return 1;
  }
  process.env[PROCESSES_ENV] = asked;
  return Number(asked);
}
const processes = processCount();

/** Settings every API process of stack `index` gets. */
const serverEnv = (index: number) => ({
  DATA_DIR: stackDataDir(index),
  LOG_LEVEL: 'warn',
  // Every test file signs fresh learners up from this one address.
  SIGNUP_LIMIT_PER_HOUR: '1000',
});

/** Stack `index`: its API (one process, or the cluster) on its own port and data folder. */
function stack(index: number): Exclude<PlaywrightTestConfig['webServer'], unknown[] | undefined> {
  const port = stackPort(index);
  return processes === 1
    ? {
        // What `npm start` runs after the build (apps/api "start"), from the repository root.
        command: 'node --conditions=cp-compiled --enable-source-maps apps/api/dist/server.js',
        cwd: repoRoot,
        url: readyUrl(index),
        reuseExistingServer: false,
        // Boot applies the migrations and seeds the demo schools.
        timeout: 120_000,
        stdout: 'pipe',
        stderr: 'pipe',
        env: {
          ...serverEnv(index),
          PORT: String(port),
          // The API defaults to 0.0.0.0; tests only ever talk to loopback, so listen only there.
          HOST: '127.0.0.1',
        },
      }
    : {
        // The same compiled server, N times, behind nginx on the stack's port; every process shares
        // DATA_DIR (the tests read the mail outbox there) and one PostgreSQL.
        command: `node scripts/cluster.mjs --processes ${processes} --port ${port}`,
        cwd: repoRoot,
        url: readyUrl(index),
        reuseExistingServer: false,
        // A PostgreSQL cluster, then the first process migrating and seeding, then the rest.
        timeout: 180_000,
        // SIGTERM, not Playwright's default SIGKILL: the cluster stops PostgreSQL (which
        // pg_ctl detached from our process group) and deletes its temp folders itself.
        gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
        stdout: 'pipe',
        stderr: 'pipe',
        env: serverEnv(index),
      };
}

export default defineConfig({
  testDir: 'tests',
  outputDir: 'artifacts/test-results',
  // One worker per server stack. With one worker this 2-core machine was about 55% busy (a test
  // often waits: a video playing, a push arriving, a scheduler's tick); a second worker took the
  // phase from 29:11 to 25:47 (decision 102). The tests of one file stay in order, in one worker.
  // More workers than stacks would share one: set CP_E2E_WORKERS, not --workers.
  workers: STACKS,
  fullyParallel: false,
  retries: isCI ? 1 : 0,
  // A ceiling, not a wait: the journeys (two people, several screens, a payment) ran 31-35 s
  // on this 2-core machine in a fresh-clone run and hit Playwright's default 30 s on their
  // last step (decision 100).
  timeout: 60_000,
  forbidOnly: isCI,
  reporter: [
    ['list'],
    ['html', { outputFolder: 'artifacts/report', open: 'never' }],
    // scripts/test.mjs reads it for the run's counts, slowest tests and flaky ones.
    ...(process.env.CP_PLAYWRIGHT_JSON
      ? [['json', { outputFile: process.env.CP_PLAYWRIGHT_JSON }] as const]
      : []),
  ],
  use: {
    baseURL: BASE_URL,
    // The app's service worker precaches the whole app shell in every new browser context, a
    // third of a test's time on this machine. The tests of the worker itself (offline use,
    // downloads, Web Push) allow it with test.use(learnersBrowser) (decision 101).
    serviceWorkers: 'block',
    browserName: 'chromium',
    // Debian's old headless shell, and its full Chromium where a file tests the service worker
    // (support/browsers.ts, decision 101); never a downloaded browser.
    launchOptions: headlessShell,
    // Recording costs: a trace records the page all along (about a quarter of each test's time
    // on this machine), so only a retried test is traced; the automatic screenshot is taken on
    // failure, beside the screens the tests save themselves (decision 101).
    screenshot: 'only-on-failure',
    trace: 'on-first-retry',
  },
  // A test tagged with one project (support/projects.ts, decision 103) is left out of the other.
  projects: [
    { name: 'desktop', grepInvert: /@phone-only/, use: { viewport: { width: 1280, height: 800 } } },
    {
      name: 'phone',
      grepInvert: /@desktop-only/,
      use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
    },
  ],
  webServer: Array.from({ length: STACKS }, (_, index) => stack(index)),
});
