import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page, type Response, test } from '@playwright/test';
import { DEMO, E2E_PORT, screenshot, useLanguage } from '../support';

// Issue 12, the mobile shell (decision 070): the web app's mobile build, built for a school's
// server (VITE_API_ORIGIN), runs on an origin of its own as in Capacitor's WebView, so every call
// and every media request crosses origins. Chromium serves the bundle at http://localhost, the
// shell's origin for an Android build with an http scheme (the https ones need a certificate for
// localhost); the school is the real test server on its own port. Only the native parts (files,
// network plugin) need a device.

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const SCHOOL = `http://localhost:${E2E_PORT}`;
const SHELL = 'http://localhost';
const API = '/spa/api/v1/';
let bundle: string;

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

test.beforeAll(() => {
  bundle = mkdtempSync(path.join(os.tmpdir(), 'cp-mobile-bundle-'));
  // The mobile build for this school, into a folder of this run (apps/web/dist-mobile is left alone).
  execFileSync('npm', ['run', 'build:mobile', '-w', 'apps/web', '--', '--outDir', bundle, '--emptyOutDir'], {
    cwd: repoRoot,
    env: { ...process.env, VITE_API_ORIGIN: SCHOOL },
    stdio: 'pipe',
  });
});
test.afterAll(() => {
  rmSync(bundle, { recursive: true, force: true });
});

/** The WebView's local server: the bundle's files at `origin`, index.html at its root. */
async function serveShell(page: Page, origin: string) {
  // A page Playwright answers has no address, so Chromium holds it to be on the public network
  // and asks before it calls this machine (Local Network Access); the shell's school is public.
  await page.context().grantPermissions(['local-network-access'], { origin });
  await page.route(
    (url) => url.origin === origin,
    (route) => {
      const { pathname } = new URL(route.request().url());
      const file = path.join(bundle, pathname === '/' ? 'index.html' : decodeURIComponent(pathname));
      if (!file.startsWith(bundle) || !existsSync(file)) return route.fulfill({ status: 404 });
      return route.fulfill({
        status: 200,
        contentType: TYPES[path.extname(file)] ?? 'application/octet-stream',
        body: readFileSync(file),
      });
    },
  );
}

test('the mobile build signs in, reads the school and streams a lesson across origins', async ({ page }) => {
  test.setTimeout(90_000);
  const answers: Response[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(SCHOOL)) answers.push(response);
  });
  await serveShell(page, SHELL);
  await useLanguage(page, 'en');
  await page.goto(`${SHELL}/`);

  await page.getByLabel('E-mail', { exact: true }).fill(DEMO.mindful.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.mindful.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  // Hash history: the app's paths live after '#'.
  await expect(page).toHaveURL(`${SHELL}/#/course`);
  await expect(page.getByRole('tablist')).toBeVisible();

  // Every call went to the school, as the mobile app, and the school let this origin read it.
  const calls = answers.filter((response) => new URL(response.url()).pathname.startsWith(API));
  expect(calls.length).toBeGreaterThan(2);
  for (const call of calls) {
    expect(call.request().headers()['x-app-type'], call.url()).toBe('mobile');
    expect((await call.allHeaders())['access-control-allow-origin'], call.url()).toBe(SHELL);
  }

  await page.getByRole('link', { name: DEMO.mindful.course, exact: true }).click();
  await expect(page).toHaveURL(/#\/course\/\d+\/calendar$/);
  await page.locator('li[data-day="4"]').getByRole('link').click();
  await expect(page).toHaveURL(/#\/course\/\d+\/calendar\/4$/);
  const video = page.locator('video');
  await expect(video).toHaveAttribute('data-source', 'hls.js');
  // Played (hls.js loads when the learner means to play, decision 131), hls.js reads the playlists
  // and segments from the school (cross-origin XHR): the video knows its length, and the subtitles
  // of the school's origin load.
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.duration), { timeout: 30_000 })
    .toBeGreaterThan(10);
  await video.evaluate((v: HTMLVideoElement) => v.pause());
  await expect
    .poll(() =>
      video.evaluate((v: HTMLVideoElement) => {
        const english = Array.from(v.textTracks).find((track) => track.language === 'en');
        if (english) english.mode = 'hidden';
        return english?.cues?.length ?? 0;
      }),
    )
    .toBeGreaterThan(0);
  const media = answers.filter((response) => new URL(response.url()).pathname.startsWith('/v/s/'));
  expect(media.some((response) => response.url().endsWith('.m3u8'))).toBe(true);
  expect(media.every((response) => response.ok())).toBe(true);
  await screenshot(page, 'mobile-shell/day');
});

test('an origin that is not the shell cannot read the school', async ({ page }) => {
  // This machine's other name, port 80: a page the bundle is served at here, not a shell origin.
  const stranger = 'http://127.0.0.1';
  await serveShell(page, stranger);
  await useLanguage(page, 'en');
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes("No 'Access-Control-Allow-Origin' header")) refusals.push(message.text());
  });
  await page.goto(`${stranger}/`);
  await expect(page.getByRole('dialog', { name: 'Failed to load the app configuration' })).toBeVisible();
  // Refused by the school's CORS answer, not by anything of the browser's own.
  expect(refusals.some((text) => text.includes(`${SCHOOL}${API}config`))).toBe(true);
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
});
