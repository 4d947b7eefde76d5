import { createHash } from 'node:crypto';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  expectAccessible,
  SCHOOL_URLS,
  screenshot,
  signOutOnScreen,
  signUpByApi,
  uniqueEmail,
  useLanguage,
} from '../support';
import { serviceWorkerShell } from '../support/browsers';
import { phoneOnly } from '../support/projects';
import { watchFast } from '../support/video';

// The app's service worker is part of what this file tests: it is allowed (the headless shell runs it).
test.use(serviceWorkerShell);

// Issue 12 "Progress made offline counts" and "Cached reads" (decision 067), through the built app,
// its service worker and the real API: a learner of the school with offline mode on (Mindful School)
// watches a lesson and finishes a day with the network cut; the day screen comes back offline from
// the kept answers with the "No Internet" notice; on reconnecting the queued writes reach the server
// once. Logout leaves nothing of the learner in the device's stores.

const MINDFUL = SCHOOL_URLS.localhost;
const API = new URL('/spa/api/v1', MINDFUL).toString();
const COURSE = 'Практика благодарности';

const TEXTS = {
  ru: {
    offline: 'Нет подключения к интернету (некоторые функции могут не работать)',
    done: 'День пройден',
    login: 'Войти',
  },
  en: { offline: 'No Internet (some features may not work)', done: 'Day completed', login: 'Sign in' },
} as const;

/** Entries in one of the app's IndexedDB stores (0 when the database was never made). */
function storeSize(page: Page, db: string, store: string): Promise<number> {
  return page.evaluate(
    async ([dbName, storeName]) => {
      const known = await indexedDB.databases();
      if (!known.some((d) => d.name === dbName)) return 0;
      return new Promise<number>((resolve, reject) => {
        const open = indexedDB.open(dbName);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const conn = open.result;
          if (!conn.objectStoreNames.contains(storeName)) {
            conn.close();
            resolve(0);
            return;
          }
          const count = conn.transaction(storeName).objectStore(storeName).count();
          count.onsuccess = () => {
            conn.close();
            resolve(count.result);
          };
          count.onerror = () => reject(count.error);
        };
      });
    },
    [db, store] as const,
  );
}
const answersKept = (page: Page) => storeSize(page, 'cp-offline-reads', 'answers');

/** Kept answers of one learner: their keys start with the SHA-256 of the token (response-cache.ts). */
function answersOf(page: Page, token: string): Promise<number> {
  const learner = createHash('sha256').update(token).digest('hex');
  return page.evaluate(async (prefix) => {
    if (!(await indexedDB.databases()).some((d) => d.name === 'cp-offline-reads')) return 0;
    return new Promise<number>((resolve, reject) => {
      const open = indexedDB.open('cp-offline-reads');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const conn = open.result;
        const keys = conn.transaction('answers').objectStore('answers').getAllKeys();
        keys.onsuccess = () => {
          conn.close();
          resolve(keys.result.filter((k) => String(k).startsWith(prefix)).length);
        };
        keys.onerror = () => reject(keys.error);
      };
    });
  }, learner);
}
const writesWaiting = (page: Page) => storeSize(page, 'cp-offline-writes', 'queue');

/** The learner's own view through the API. */
async function asLearner(request: APIRequestContext, token: string, path: string) {
  const response = await request.get(`${API}${path}${path.includes('?') ? '&' : '?'}lang=en`, {
    headers: { Authorization: `Bearer ${token}`, 'X-App-Type': 'web' },
  });
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

interface SentWrite {
  url: string;
  key: string | undefined;
  body: string | null;
  status: number;
}

test(
  'progress made offline reaches the server once; logout leaves no cached answer',
  phoneOnly,
  async ({ page, context, request }) => {
    // A whole demo lesson at the player's top speed, twice the network cut and restored.
    test.setTimeout(180_000);
    const lang = test.info().project.name === 'phone' ? 'en' : 'ru';
    const t = TEXTS[lang];
    const token = await signUpByApi(request, MINDFUL, uniqueEmail('offline-progress'));
    await useLanguage(page, lang);
    await page.goto(MINDFUL);
    await page.evaluate((value) => window.localStorage.setItem('cp.token', value), token);

    // Online: the new learner's demo stream, its calendar and day 1 (every GET is kept).
    await page.goto(`${MINDFUL}course`);
    await page.getByRole('link', { name: COURSE, exact: true }).click();
    await expect(page).toHaveURL(/\/course\/\d+\/calendar$/);
    const streamId = /\/course\/(\d+)\/calendar/.exec(page.url())?.[1];
    await page.locator('li[data-day="1"]').getByRole('link').click();
    await expect(page).toHaveURL(/\/calendar\/1$/);
    // The day's own heading, not the calendar's still on screen while the day loads.
    await expect(page.getByRole('button', { name: /^Дыхание животом \(разбор\)/ }).first()).toBeVisible();
    const heading = await page.getByRole('heading', { level: 1 }).textContent();
    // The app's worker has the shell, so a reload works without a network (decision 066).
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 30_000 });
    expect(await answersKept(page)).toBeGreaterThan(3);
    expect(await answersOf(page, token)).toBeGreaterThan(3);
    const pointsBefore = (await asLearner(request, token, '/user-score/amount')).amount;

    // Every progress write the page makes from now on, with its key and the server's status.
    const writes: SentWrite[] = [];
    const failed: { url: string; key: string | undefined }[] = [];
    const isWrite = (url: string) => /save-lesson-stat|user-day-status\/\d+\/(start|finish)/.test(url);
    page.on('requestfailed', (r) => {
      if (isWrite(r.url())) failed.push({ url: r.url(), key: r.headers()['idempotency-key'] });
    });
    page.on('response', (r) => {
      if (!isWrite(r.url())) return;
      const request = r.request();
      writes.push({
        url: r.url(),
        key: request.headers()['idempotency-key'],
        body: request.postData(),
        status: r.status(),
      });
    });

    // The network fails the statistics sends (as a dropped connection does) while the lesson plays
    // at double speed: the viewing waits on the device, the day counts it, and the finish it earns
    // waits behind it. The day shows finished here at once.
    await page.route('**/save-lesson-stat**', (route) => route.abort('internetdisconnected'));
    // The day's second lesson lasts a little over the day's finish time (60 s), so its viewing alone
    // finishes the day, on the device and on the server alike.
    const started = page.waitForResponse((r) => /user-day-status\/\d+\/start/.test(r.url()));
    await page
      .getByRole('button', { name: /^Дыхание животом \(разбор\)/ })
      .first()
      .click();
    const video = page.locator('video');
    await expect(video).toBeVisible();
    await watchFast(video);
    expect((await started).status()).toBe(200);
    await expect(page.getByText(t.done)).toBeVisible({ timeout: 90_000 });
    // Then the network goes altogether.
    await context.setOffline(true);
    await expect(page.getByRole('status').filter({ hasText: t.offline })).toBeVisible();
    await expect.poll(() => writesWaiting(page)).toBeGreaterThanOrEqual(2);
    expect(failed.length).toBeGreaterThan(0);
    expect(writes.filter((w) => /save-lesson-stat|finish/.test(w.url))).toEqual([]);
    await screenshot(page, 'offline-progress/day-finished-offline');

    // A reload offline: the shell from the worker, the day from the kept answers, the notice.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading ?? '');
    await expect(page.getByRole('status').filter({ hasText: t.offline })).toBeVisible();
    await screenshot(page, 'offline-progress/day-offline');
    await expectAccessible(page);
    expect(await writesWaiting(page)).toBeGreaterThanOrEqual(2);

    // The network returns: the queue goes, in order, each write with its key, and empties.
    const finished = page.waitForResponse((r) => /user-day-status\/\d+\/finish/.test(r.url()), {
      timeout: 30_000,
    });
    await page.unroute('**/save-lesson-stat**');
    await context.setOffline(false);
    expect((await finished).status()).toBe(200);
    await expect.poll(() => writesWaiting(page)).toBe(0);
    await expect(page.getByRole('status').filter({ hasText: t.offline })).toHaveCount(0);
    const replayed = writes.filter((w) => w.status === 200 && /save-lesson-stat|finish/.test(w.url));
    expect(replayed.length).toBeGreaterThanOrEqual(2);
    for (const w of writes) expect(w.key).toMatch(/^[0-9a-f-]{36}$/);
    // Nothing was applied twice: each key has one 200; a send the network dropped went again with its key.
    const keys = replayed.map((w) => w.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const f of failed) expect(keys).toContain(f.key);

    // The server's view, as the learner: day 1 finished, the viewing counted, the points added once.
    const status = await asLearner(
      request,
      token,
      `/user-course-streams/${streamId}/status?expand=days,lessons`,
    );
    const day1 = status.days.find((d: { day_number: number }) => d.day_number === 1);
    expect(day1.status).toBe('finished');
    const viewed = status.lessons
      .filter((l: { stage_day_id: number }) => l.stage_day_id === day1.stage_day_id)
      .reduce((sum: number, l: { viewed_seconds: number }) => sum + l.viewed_seconds, 0);
    expect(viewed).toBeGreaterThan(30);
    const pointsAfter = (await asLearner(request, token, '/user-score/amount')).amount;
    expect(pointsAfter).toBeGreaterThan(pointsBefore);

    // The same writes again with their keys (a device that never heard the answers): nothing changes.
    for (const w of replayed) {
      const again = await request.post(w.url, {
        headers: {
          Authorization: `Bearer ${token}`,
          'X-App-Type': 'web',
          'Idempotency-Key': w.key ?? '',
          ...(w.body ? { 'Content-Type': 'application/json' } : {}),
        },
        data: w.body ?? undefined,
      });
      expect(again.status(), await again.text()).toBe(200);
    }
    expect((await asLearner(request, token, '/user-score/amount')).amount).toBe(pointsAfter);
    const statusAgain = await asLearner(
      request,
      token,
      `/user-course-streams/${streamId}/status?expand=days,lessons`,
    );
    const viewedAgain = statusAgain.lessons
      .filter((l: { stage_day_id: number }) => l.stage_day_id === day1.stage_day_id)
      .reduce((sum: number, l: { viewed_seconds: number }) => sum + l.viewed_seconds, 0);
    expect(viewedAgain).toBe(viewed);

    // A reload online sends nothing more.
    const before = writes.length;
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading ?? '');
    await page.waitForTimeout(2000);
    expect(writes.slice(before).filter((w) => !/start/.test(w.url))).toEqual([]);

    // Logout: the kept answers and the queue are gone; offline, a learner route shows nothing of them.
    await signOutOnScreen(page, lang);
    // The sign-in screen is the app's root (PATHS.login).
    await expect(page.getByRole('button', { name: t.login, exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/class\/?$/);
    await expect.poll(() => answersOf(page, token)).toBe(0);
    expect(await writesWaiting(page)).toBe(0);
    await context.setOffline(true);
    await page.goto(`${MINDFUL}course/${streamId}/calendar/1`).catch(() => undefined);
    await expect(page.getByRole('button', { name: t.login, exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/class\/?$/);
    await expect(page.getByRole('status').filter({ hasText: t.offline })).toBeVisible();
    await expect(page.getByText(COURSE)).toHaveCount(0);
    await expect(page.getByText(heading ?? '')).toHaveCount(0);
    await screenshot(page, 'offline-progress/after-logout-offline');
    await context.setOffline(false);
  },
);
