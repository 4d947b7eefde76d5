// Bytes a second visit to the day screen fetches from the network (issue 12, decision 066): the
// service worker and the HTTP cache are warm from a first visit, so the goal is that nothing but
// the API calls crosses the network. Chromium (Debian's, as the e2e tests use) drives the built
// app against the compiled API on its own data folder; DevTools' network events of the page say
// where each response came from.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { freePort, httpRequest, repoRoot, spawnLabelled, stopChild, waitForHttp200 } from '../lib/proc.mjs';

const API_BASE = '/spa/api/v1';
const DEMO_LOGIN = { email: 'learner@demo.school', password: 'demo1234' };
const compiledServer = path.join(repoRoot, 'apps', 'api', 'dist', 'server.js');
// Playwright is the e2e workspace's dependency: resolved from there, not from npm's hoisting.
const requireFromE2e = createRequire(path.join(repoRoot, 'e2e', 'package.json'));

/**
 * @typedef {{ url: string, bytes: number, api: boolean }} Fetched
 * @typedef {{ apiBytes: number, nonApiBytes: number, apiRequests: number, nonApiRequests: number,
 *   fromCache: number, fromServiceWorker: number, nonApi: Fetched[], dayPath: string }} WarmVisit
 */

/** @param {number} port */
async function demoSession(port) {
  const host = `localhost:${port}`;
  const login = await httpRequest(`http://127.0.0.1:${port}${API_BASE}/auth/login?lang=ru`, {
    method: 'POST',
    headers: { host, 'content-type': 'application/json', 'x-app-type': 'web' },
    body: JSON.stringify(DEMO_LOGIN),
  });
  const token = JSON.parse(login.body)?.data?.token;
  if (login.status !== 200 || !token) throw new Error(`login failed: HTTP ${login.status} ${login.body}`);
  const streams = await httpRequest(
    `http://127.0.0.1:${port}${API_BASE}/user-course-streams?lang=ru&per-page=50`,
    { headers: { host, authorization: `Bearer ${token}`, 'x-app-type': 'web' } },
  );
  const open = JSON.parse(streams.body).find(
    (/** @type {{ status: string, is_demo: boolean }} */ s) => s.status === 'open' && !s.is_demo,
  );
  if (!open) throw new Error('the demo learner has no open stream');
  return { token, dayPath: `/class/course/${open.id}/calendar/1` };
}

/**
 * Opens `url` in a new page of `context` and sums what the page's responses cost on the wire.
 * A response from the memory or disk cache, the prefetch cache or the service worker costs
 * nothing; the WebSocket's frames are not counted (the API's live channel, not a download).
 * @param {import('playwright-core').BrowserContext} context @param {string} url
 */
async function visit(context, url) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  /** @type {Map<string, { url: string, cached: boolean, worker: boolean }>} */
  const requests = new Map();
  /** @type {Fetched[]} */
  const fetched = [];
  let fromCache = 0;
  let fromServiceWorker = 0;
  cdp.on('Network.requestWillBeSent', (event) =>
    requests.set(event.requestId, { url: event.request.url, cached: false, worker: false }),
  );
  cdp.on('Network.requestServedFromCache', (event) => {
    const request = requests.get(event.requestId);
    if (request) request.cached = true;
  });
  cdp.on('Network.responseReceived', (event) => {
    const request = requests.get(event.requestId);
    if (!request) return;
    const { fromDiskCache, fromPrefetchCache, fromServiceWorker: worker } = event.response;
    if (fromDiskCache || fromPrefetchCache) request.cached = true;
    if (worker) request.worker = true;
  });
  cdp.on('Network.loadingFinished', (event) => {
    const request = requests.get(event.requestId);
    if (!request || request.url.startsWith('data:')) return;
    // A worker's answer from its precache is the worker's, whatever cache flag it also carries.
    if (request.worker) fromServiceWorker += 1;
    else if (request.cached) fromCache += 1;
    else
      fetched.push({
        url: request.url,
        bytes: event.encodedDataLength,
        api: new URL(request.url).pathname.startsWith('/spa/'),
      });
  });
  await cdp.send('Network.enable');
  await page.goto(url);
  // The day screen is up with its player, and nothing is left loading.
  await page.locator('video').first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  return { page, fetched, fromCache, fromServiceWorker };
}

/** @param {{ children: Set<import('node:child_process').ChildProcess> }} options @returns {Promise<WarmVisit>} */
export async function measureWarmVisit({ children }) {
  const { chromium } = requireFromE2e('@playwright/test');
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-bench-warm-'));
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  const { child, tail } = spawnLabelled(
    'api:warm-visit',
    process.execPath,
    ['--conditions=cp-compiled', compiledServer],
    {
      cwd: repoRoot,
      env,
    },
  );
  children.add(child);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    try {
      await waitForHttp200(`http://127.0.0.1:${port}/readyz`, { child, timeoutMs: 180_000 });
    } catch (error) {
      throw new Error(`${error instanceof Error ? error.message : error}\n${tail.join('\n')}`);
    }
    const { token, dayPath } = await demoSession(port);
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    // Signed in as the app keeps it (lib/auth/token-storage), in Russian.
    await context.addInitScript((value) => {
      window.localStorage.setItem('cp.token', value);
      window.localStorage.setItem('cp.language', 'ru');
    }, token);
    const url = `http://localhost:${port}${dayPath}`;
    const first = await visit(context, url);
    // The worker registers once the page is idle; the visit counts as warm once it controls.
    await first.page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, {
      timeout: 60_000,
    });
    await first.page.close();
    const second = await visit(context, url);
    await second.page.close();
    await context.close();
    const api = second.fetched.filter((entry) => entry.api);
    const nonApi = second.fetched.filter((entry) => !entry.api);
    const sum = (/** @type {Fetched[]} */ list) => list.reduce((total, entry) => total + entry.bytes, 0);
    return {
      dayPath,
      apiBytes: sum(api),
      apiRequests: api.length,
      nonApiBytes: sum(nonApi),
      nonApiRequests: nonApi.length,
      fromCache: second.fromCache,
      fromServiceWorker: second.fromServiceWorker,
      nonApi: nonApi.map((entry) => ({
        ...entry,
        url: entry.url.replace(/\/v\/s\/[^/]+\//, '/v/s/<token>/'),
      })),
    };
  } finally {
    await browser.close();
    await stopChild(child);
    children.delete(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** @param {WarmVisit} result */
export function describeWarmVisit(result) {
  const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  return [
    `API ${kb(result.apiBytes)} in ${result.apiRequests} responses; everything else ${kb(result.nonApiBytes)} in ${result.nonApiRequests} responses`,
    `(${result.fromServiceWorker} answered by the service worker, ${result.fromCache} by the HTTP cache; ${result.dayPath})`,
    ...result.nonApi.map((entry) => `  from the network: ${entry.url} (${kb(entry.bytes)})`),
  ];
}
