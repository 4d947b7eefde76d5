import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import { httpRequest, repoRoot } from '../lib/proc.mjs';
import { CHROMIUM_FLAGS, startDemoServer } from './demo-server.mjs';

const API_BASE = '/spa/api/v1';
const APP_BASE = '/class/';
// Playwright is the e2e workspace's dependency: resolved from there, not from npm's hoisting.
const requireFromE2e = createRequire(path.join(repoRoot, 'e2e', 'package.json'));

/**
 * The two demo schools of apps/api/src/seed/schools.ts, each on its own host in its default
 * language (a fresh visitor has chosen none). 127.0.0.1 is itself an address: no resolver rule.
 */
export const BROWSER_SCHOOLS = [
  { name: 'Mindful (ru)', host: 'localhost', language: 'ru', email: 'learner@demo.school' },
  { name: 'FaceFit (en)', host: '127.0.0.1', language: 'en', email: 'learner@facefit.school' },
];
const DEMO_PASSWORD = 'demo1234';

/**
 * @typedef {{ path: string, signedIn: boolean, ready: string }} RouteVisit  `{stream}` and `{chat}`
 *   in the path are the demo learner's open stream and first chat; `ready` a selector the screen
 *   shows once it is up
 * @typedef {{ name: string, chunks: RegExp[], dynamic: RegExp[], visit: RouteVisit }} BudgetedRoute
 * @typedef {{ file: string, bytes: number, gzipBytes: number }} ManifestFile
 * @typedef {{ files: ManifestFile[], gzipBytes: number }} ManifestCount
 * @typedef {{ file: string, encoding: string, transferred: number, body: number, decoded: number,
 *   gzipBytes: number, worker: boolean }} FetchedScript  transferred: headers and body on the wire;
 *   body: the body alone as sent (compressed when the server compressed it)
 * @typedef {{ route: string, school: string, path: string, files: FetchedScript[], transferred: number,
 *   body: number, decoded: number, gzipBytes: number, gzipKB: number, manifestGzipBytes: number | null,
 *   manifestKB: number | null, differenceKB: number | null, notInManifest: string[],
 *   manifestNotFetched: string[] }} RouteFetch
 */

/** @param {number} value */
const kb = (value) => Math.round((value / 1024) * 10) / 10;

/**
 * The same route counted from the manifest in the school's language: the patterns name the
 * Russian texts (ROUTE_BUNDLES), the English school loads the English ones.
 * @param {BudgetedRoute} route @param {string} language
 */
function inLanguage(route, language) {
  const swap = (/** @type {RegExp} */ pattern) =>
    new RegExp(pattern.source.replaceAll('locales\\/ru', `locales\\/${language}`), pattern.flags);
  return { ...route, chunks: route.chunks.map(swap), dynamic: route.dynamic.map(swap) };
}

/** The demo learner's token and open (not demo) stream on the school of `host`. @param {number} port @param {typeof BROWSER_SCHOOLS[number]} school */
export async function demoSession(port, school) {
  const host = `${school.host}:${port}`;
  const base = `http://127.0.0.1:${port}${API_BASE}`;
  const login = await httpRequest(`${base}/auth/login?lang=${school.language}`, {
    method: 'POST',
    headers: { host, 'content-type': 'application/json', 'x-app-type': 'web' },
    body: JSON.stringify({ email: school.email, password: DEMO_PASSWORD }),
  });
  const token = JSON.parse(login.body)?.data?.token;
  if (login.status !== 200 || !token)
    throw new Error(`${school.email}: login HTTP ${login.status} ${login.body}`);
  const streams = await httpRequest(`${base}/user-course-streams?lang=${school.language}&per-page=50`, {
    headers: { host, authorization: `Bearer ${token}`, 'x-app-type': 'web' },
  });
  const open = JSON.parse(streams.body).find(
    (/** @type {{ status: string, is_demo: boolean }} */ s) => s.status === 'open' && !s.is_demo,
  );
  if (!open) throw new Error(`${school.email} has no open stream`);
  const chats = await httpRequest(`${base}/chats?lang=${school.language}`, {
    headers: { host, authorization: `Bearer ${token}`, 'x-app-type': 'web' },
  });
  const chat = JSON.parse(chats.body)[0];
  if (!chat) throw new Error(`${school.email} has no chat`);
  return { token, streamId: String(open.id), chatId: String(chat.id) };
}

/** Playwright's 'networkidle': no request in flight and none started or ended for this long. */
const IDLE_MS = 500;

/**
 * Opens `url` in a new page of a fresh `context`, waits for the screen and then until the network
 * is idle, and returns every JavaScript response the page received with its cost on the wire and
 * its body's size.
 *
 * Idle is tracked here from the page's own network events rather than with Playwright's
 * 'networkidle', which fires once per navigation: on a busy machine parsing the entry can take
 * over 500 ms, so it fired after the entry alone, before the screen's chunks were asked for. Here
 * the screen must be up first (`ready`), then the network quiet for IDLE_MS.
 * @param {import('playwright-core').BrowserContext} context @param {string} url @param {RouteVisit} visit
 * @returns {Promise<FetchedScript[]>}
 */
async function scriptsOfVisit(context, url, visit) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  /** @type {Map<string, { url: string, script: boolean, encoding: string, worker: boolean, headers: number }>} */
  const responses = new Map();
  /** @type {{ requestId: string, transferred: number }[]} */
  const finished = [];
  /** @type {Map<string, string>} requestId -> url of what is in flight */
  const inFlight = new Map();
  let lastActivity = Date.now();
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.request.url.startsWith('data:')) return;
    inFlight.set(event.requestId, event.request.url);
    lastActivity = Date.now();
  });
  cdp.on('Network.responseReceived', (event) => {
    const { response } = event;
    const headers = Object.fromEntries(
      Object.entries(response.headers).map(([name, value]) => [name.toLowerCase(), String(value)]),
    );
    responses.set(event.requestId, {
      url: response.url,
      // A module preload and a dynamic import are both JavaScript by type, whatever the resource type.
      script: /javascript|ecmascript/.test(response.mimeType) || /\.m?js(?:$|\?)/.test(response.url),
      encoding: headers['content-encoding'] ?? 'identity',
      worker: Boolean(response.fromServiceWorker),
      // What had arrived when the response began: its status line and headers.
      headers: response.encodedDataLength ?? 0,
    });
  });
  cdp.on('Network.loadingFinished', (event) => {
    inFlight.delete(event.requestId);
    lastActivity = Date.now();
    finished.push({ requestId: event.requestId, transferred: event.encodedDataLength });
  });
  cdp.on('Network.loadingFailed', (event) => {
    inFlight.delete(event.requestId);
    lastActivity = Date.now();
  });
  await cdp.send('Network.enable');
  await page.goto(url, { waitUntil: 'commit' });
  // The screen is up (not a redirect or an error screen)...
  const ready = visit.ready ?? 'body';
  await page
    .locator(ready)
    .first()
    .waitFor({ timeout: 60_000 })
    .catch(async (/** @type {unknown} */ error) => {
      const text = (await page.locator('body').innerText()).slice(0, 300).replace(/\s+/g, ' ');
      throw new Error(`${url}: no ${ready} (${page.url()} shows "${text}")`, { cause: error });
    });
  // ...and what it started has settled.
  const deadline = Date.now() + 60_000;
  while (inFlight.size > 0 || Date.now() - lastActivity < IDLE_MS) {
    if (Date.now() > deadline) throw new Error(`${url}: still loading ${[...inFlight.values()].join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const landed = new URL(page.url()).pathname;
  if (landed !== new URL(url).pathname) throw new Error(`${url} landed on ${landed}`);

  /** @type {FetchedScript[]} */
  const scripts = [];
  for (const { requestId, transferred } of finished) {
    const response = responses.get(requestId);
    if (!response?.script) continue;
    // The body as the page got it, decoded: its size and its gzip -9 size.
    const { body, base64Encoded } = await cdp.send('Network.getResponseBody', { requestId });
    const content = Buffer.from(body, base64Encoded ? 'base64' : 'utf8');
    scripts.push({
      file: new URL(response.url).pathname.replace(APP_BASE, ''),
      encoding: response.encoding,
      transferred,
      body: transferred - response.headers,
      decoded: content.length,
      gzipBytes: zlib.gzipSync(content, { level: 9 }).length,
      worker: response.worker,
    });
  }
  await page.close();
  return scripts;
}

/**
 * @param {{ children: Set<import('node:child_process').ChildProcess>, routes: BudgetedRoute[],
 *   manifestCount: (route: BudgetedRoute) => Promise<ManifestCount> }} options
 * @returns {Promise<{ routes: RouteFetch[], acceptEncoding: string }>}
 */
export async function measureBrowserBytes({ children, routes, manifestCount }) {
  const { chromium } = requireFromE2e('@playwright/test');
  const { port, stop } = await startDemoServer('browser-bytes', children);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: CHROMIUM_FLAGS,
  });
  try {
    /** @type {RouteFetch[]} */
    const results = [];
    let acceptEncoding = '';
    for (const school of BROWSER_SCHOOLS) {
      const session = await demoSession(port, school);
      for (const route of routes) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
        if (route.visit.signedIn) {
          // Signed in as the app keeps it (lib/auth/token-storage); no language chosen.
          await context.addInitScript(
            (token) => window.localStorage.setItem('cp.token', token),
            session.token,
          );
        }
        if (!acceptEncoding) {
          context.on('request', async (request) => {
            acceptEncoding ||= (await request.allHeaders())['accept-encoding'] ?? '';
          });
        }
        const visitPath = route.visit.path
          .replace('{stream}', session.streamId)
          .replace('{chat}', session.chatId);
        const files = await scriptsOfVisit(context, `http://${school.host}:${port}${visitPath}`, route.visit);
        await context.close();
        const manifest = await manifestCount(inLanguage(route, school.language));
        const sum = (/** @type {'transferred' | 'body' | 'decoded' | 'gzipBytes'} */ key) =>
          files.reduce((total, file) => total + file[key], 0);
        const fetched = new Set(files.map((file) => file.file));
        const counted = new Set(manifest.files.map((file) => file.file));
        results.push({
          route: route.name,
          school: school.name,
          path: visitPath,
          files: files.sort((a, b) => b.gzipBytes - a.gzipBytes),
          transferred: sum('transferred'),
          body: sum('body'),
          decoded: sum('decoded'),
          gzipBytes: sum('gzipBytes'),
          gzipKB: kb(sum('gzipBytes')),
          manifestGzipBytes: manifest.gzipBytes,
          manifestKB: kb(manifest.gzipBytes),
          differenceKB: kb(sum('gzipBytes') - manifest.gzipBytes),
          notInManifest: [...fetched].filter((file) => !counted.has(file)),
          manifestNotFetched: [...counted].filter((file) => !fetched.has(file)),
        });
      }
    }
    return { routes: results, acceptEncoding };
  } finally {
    await browser.close();
    await stop();
  }
}

/** The judged figures: each budgeted route's gzip -9 KB in each school. @param {{ routes: RouteFetch[] } | null} result @param {Record<string, number>} limits KB by route name */
export function browserBudgets(result, limits) {
  return Object.entries(limits).flatMap(([route, limit]) =>
    BROWSER_SCHOOLS.map((school) => ({
      name: `${route} JS in Chromium, ${school.name} (gzip)`,
      value: result?.routes.find((r) => r.route === route && r.school === school.name)?.gzipKB ?? null,
      limit,
    })),
  );
}

/** Lines for the bench's printout. @param {{ routes: RouteFetch[], acceptEncoding: string }} result */
export function describeBrowserBytes(result) {
  const rows = [
    ['route, school', 'files', 'wire KB', 'body KB', 'decoded KB', 'gzip-9 KB', 'manifest KB', 'difference'],
    ...result.routes.map((r) => [
      `${r.route}, ${r.school}`,
      String(r.files.length),
      kb(r.transferred).toFixed(1),
      kb(r.body).toFixed(1),
      kb(r.decoded).toFixed(1),
      r.gzipKB.toFixed(1),
      r.manifestKB === null ? '-' : r.manifestKB.toFixed(1),
      r.differenceKB === null ? '-' : `${r.differenceKB > 0 ? '+' : ''}${r.differenceKB.toFixed(1)}`,
    ]),
  ];
  const widths =
    rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length))) ?? [];
  const line = (/** @type {string[]} */ row) =>
    row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  ');
  const encodings = [...new Set(result.routes.flatMap((r) => r.files.map((file) => file.encoding)))];
  return [
    line(rows[0] ?? []),
    ...rows.slice(1).map(line),
    `(wire: bytes on the network, response headers included; body: without them, content-encoding ` +
      `${encodings.join(', ')} (Chromium asked for ${result.acceptEncoding || '?'}); decoded: the files' size; ` +
      'gzip-9 (judged) and manifest: level 9 per file; difference: gzip-9 minus manifest)',
    ...result.routes.flatMap((r) => [
      ...(r.notInManifest.length
        ? [`${r.route}, ${r.school}: fetched, not in the manifest count: ${r.notInManifest.join(', ')}`]
        : []),
      ...(r.manifestNotFetched.length
        ? [`${r.route}, ${r.school}: in the manifest count, not fetched: ${r.manifestNotFetched.join(', ')}`]
        : []),
    ]),
  ];
}
