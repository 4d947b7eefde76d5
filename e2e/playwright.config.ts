import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { BASE_URL, E2E_PORT, READY_URL } from './support/env';

// Browser tests drive the built web app (apps/web/dist, built by `npm run test:e2e` first)
// through the real API, started here exactly as `npm start` serves it, on a fresh database.

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
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}
const dataDir = process.env[DATA_DIR_ENV] as string;

// Debian's Chromium, never a downloaded browser. Without the background-networking flags
// Chromium keeps calling Google services, which fail slowly on a closed network.
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Any *.test host reaches the test server: an address no school owns, for the
  // configuration-failure test (a real 404 from the real server, not a mocked answer).
  '--host-resolver-rules=MAP *.test 127.0.0.1',
];

export default defineConfig({
  testDir: 'tests',
  outputDir: 'artifacts/test-results',
  // Two cores and one embedded database in one API process: parallel tests only contend.
  workers: 1,
  fullyParallel: false,
  retries: isCI ? 1 : 0,
  forbidOnly: isCI,
  reporter: [['list'], ['html', { outputFolder: 'artifacts/report', open: 'never' }]],
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: chromiumArgs,
    },
    screenshot: 'on',
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    { name: 'phone', use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true } },
  ],
  webServer: {
    // What `npm start` runs after the build (apps/api "start"), from the repository root.
    command: 'node --conditions=cp-compiled --enable-source-maps apps/api/dist/server.js',
    cwd: repoRoot,
    url: READY_URL,
    reuseExistingServer: false,
    // Boot applies the migrations and seeds the demo schools.
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      // The API defaults to 0.0.0.0; tests only ever talk to loopback, so listen only there.
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Every test file signs fresh learners up from this one address.
      SIGNUP_LIMIT_PER_HOUR: '1000',
    },
  },
});
