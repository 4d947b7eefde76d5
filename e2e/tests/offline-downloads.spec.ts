import { type BrowserContext, type CDPSession, expect, type Page, test } from '@playwright/test';
import { DEMO, SCHOOL_URLS, screenshot, signInOnScreen, useLanguage } from '../support';
import { serviceWorkerShell } from '../support/browsers';
import { desktopOnly, phoneOnly } from '../support/projects';

// The app's service worker is part of what this file tests: it is allowed (the headless shell runs it).
test.use(serviceWorkerShell);

// Issue 12, downloads for offline use (decisions 068, 069), through the built app, its service
// worker and the real API serving the seed's HLS ladder: a learner picks a quality with its size,
// downloads it with progress, pauses and resumes (by byte ranges), cancels, plays the lesson with
// the network cut, sees a cut download fail cleanly and resume, and frees the space by removing it.
// The desktop project reads Russian, the phone project English.

/** The Cache Storage cache of downloads (apps/web/src/lib/offline/offline-paths.ts). */
const DOWNLOADS_CACHE = 'cp-downloads-v1';

// The seed's clip-1 renditions, playlist + init + 7 segments (apps/api/src/seed/media/clip-1/hls).
const SIZE_720P = 619_145;

const TEXTS = {
  ru: {
    region: 'Скачивание видео',
    open: 'Скачать видео',
    dialog: 'Скачать видео',
    start: 'Скачать',
    progress: 'Ход загрузки',
    loading: 'Загружается',
    paused: 'Приостановлено',
    loaded: /^Скачано · 605 кБ$/,
    failed: 'Ошибка загрузки видео',
    full: 'Недостаточно места',
    pause: 'Пауза',
    resume: 'Продолжить',
    cancel: 'Отменить загрузку',
    retry: 'Повторить',
    remove: 'Удалить загрузку',
    size720: /^720p, 605 кБ$/,
    size360: /^360p, 282 кБ$/,
  },
  en: {
    region: 'Video download',
    open: 'Download video',
    dialog: 'Download video',
    start: 'Download',
    progress: 'Download progress',
    loading: 'Downloading',
    paused: 'Paused',
    loaded: /^Downloaded · 605 kB$/,
    failed: 'Error loading video',
    full: 'Not enough space',
    pause: 'Pause',
    resume: 'Resume',
    cancel: 'Cancel download',
    retry: 'Try again',
    remove: 'Remove download',
    size720: /^720p, 605 kB$/,
    size360: /^360p, 282 kB$/,
  },
} as const;

const language = () => (test.info().project.name === 'phone' ? 'en' : 'ru');
const texts = () => TEXTS[language()];

/** Signs the demo learner in and opens day 4 of the course (its first lesson has a video). */
async function openDay(page: Page, school: 'mindful' | 'facefit') {
  await useLanguage(page, language());
  await page.goto(school === 'mindful' ? SCHOOL_URLS.localhost : SCHOOL_URLS.loopbackIp);
  await signInOnScreen(page, language(), DEMO[school].email, DEMO[school].password);
  await expect(page).toHaveURL(/\/course$/);
  await page.getByRole('link', { name: DEMO[school].course, exact: true }).click();
  await expect(page).toHaveURL(/\/course\/\d+\/calendar$/);
  await page.locator('li[data-day="4"]').getByRole('link').click();
  await expect(page).toHaveURL(/\/calendar\/4$/);
  await expect(page.locator('video')).toBeVisible();
}

/** The stored files only play through the service worker: wait until it controls the page. */
async function controlledByWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 30_000 });
}

/** The Mindful learner on day 4, the worker controlling the page, and the lesson's download region. */
async function openLessonDownload(page: Page) {
  const t = texts();
  await openDay(page, 'mindful');
  await controlledByWorker(page);
  const region = page.getByRole('region', { name: t.region });
  return { t, region, status: region.getByRole('status') };
}

/** Slows the page's network to `bytesPerSecond` (-1: no limit), so a download can be caught mid-way. */
async function throttle(cdp: CDPSession, bytesPerSecond: number) {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: bytesPerSecond,
    uploadThroughput: -1,
  });
}

/** The stored downloads: path (under `__offline__/`) and bytes of every entry. */
function storedFiles(page: Page): Promise<{ path: string; bytes: number }[]> {
  return page.evaluate(async (name) => {
    const cache = await caches.open(name);
    const files = [];
    for (const request of await cache.keys()) {
      const response = await cache.match(request);
      const url = new URL(request.url);
      files.push({
        path: `${url.pathname.split('/__offline__/')[1]}${url.search}`,
        bytes: (await response?.blob())?.size ?? -1,
      });
    }
    return files;
  }, DOWNLOADS_CACHE);
}

/** Range requests the browser sends for media from now on. */
function recordRanges(context: BrowserContext): string[] {
  const ranges: string[] = [];
  context.on('request', (request) => {
    const range = request.headers().range;
    if (range && request.url().includes('/v/s/')) ranges.push(`${request.url().split('/hls/')[1]} ${range}`);
  });
  return ranges;
}

const percentOf = async (page: Page) =>
  Number(
    await page
      .getByRole('region', { name: texts().region })
      .getByRole('progressbar', { name: texts().progress })
      .getAttribute('aria-valuenow'),
  );

test.describe('downloads for offline use', () => {
  test(
    'choose a quality with its size, download with progress, pause and resume by ranges, cancel',
    desktopOnly,
    async ({ page, context }) => {
      test.setTimeout(120_000);
      const { t, region, status } = await openLessonDownload(page);
      const cdp = await context.newCDPSession(page);

      // The qualities of the HLS ladder, highest first, each with its size from HEAD.
      await region.getByRole('button', { name: t.open, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: t.dialog });
      await expect(dialog.getByRole('radio')).toHaveCount(2);
      await expect(dialog.getByRole('radio').first()).toHaveAccessibleName(t.size720);
      await expect(dialog.getByRole('radio').first()).toBeChecked();
      await expect(dialog.getByRole('radio').nth(1)).toHaveAccessibleName(t.size360);
      await screenshot(page, 'offline-downloads/quality-dialog');

      // Cancel: a download stopped half-way leaves nothing behind.
      await throttle(cdp, 40_000);
      await dialog.getByRole('radio').nth(1).check();
      await dialog.getByRole('button', { name: t.start, exact: true }).click();
      await expect(dialog).toHaveCount(0);
      await expect(status).toHaveText(t.loading);
      await expect.poll(() => percentOf(page)).toBeGreaterThan(3);
      await region.getByRole('button', { name: t.cancel }).click();
      await expect(region.getByRole('button', { name: t.open, exact: true })).toBeVisible();
      await expect.poll(() => storedFiles(page)).toEqual([]);

      // Download 720p; pause it mid-way: the bytes received are kept as parts.
      const ranges = recordRanges(context);
      await region.getByRole('button', { name: t.open, exact: true }).click();
      await expect(dialog.getByRole('radio').first()).toBeChecked();
      await dialog.getByRole('button', { name: t.start, exact: true }).click();
      await expect(status).toHaveText(t.loading);
      await expect.poll(() => percentOf(page)).toBeGreaterThan(5);
      await screenshot(page, 'offline-downloads/loading');
      await region.getByRole('button', { name: t.pause }).click();
      await expect(status).toHaveText(t.paused);
      await expect
        .poll(async () => (await storedFiles(page)).filter((file) => file.path.includes('?part=')).length)
        .toBeGreaterThan(0);
      const pausedAt = await percentOf(page);
      await page.waitForTimeout(1500);
      expect(await percentOf(page)).toBe(pausedAt);
      expect(ranges).toEqual([]);
      await screenshot(page, 'offline-downloads/paused');

      // Resume: the files begun continue where they stopped (Range requests), then it is loaded.
      await region.getByRole('button', { name: t.resume }).click();
      await expect.poll(() => ranges.length).toBeGreaterThan(0);
      expect(ranges.every((range) => /^720p\/\S+ bytes=[1-9]\d*-$/.test(range))).toBe(true);
      await throttle(cdp, -1);
      await expect(status).toHaveText(t.loaded, { timeout: 30_000 });
      await screenshot(page, 'offline-downloads/loaded');

      // Stored: the rendition's playlist, init and segments (verified sizes), subtitles and poster.
      const files = await storedFiles(page);
      expect(files.filter((file) => file.path.includes('?part='))).toEqual([]);
      const rendition = files.filter((file) => file.path.includes('/720p/'));
      expect(rendition.map((file) => file.path.split('/720p/')[1]).sort()).toEqual(
        ['index.m3u8', 'init.mp4', ...[0, 1, 2, 3, 4, 5, 6].map((n) => `segment-${n}.m4s`)].sort(),
      );
      expect(rendition.reduce((sum, file) => sum + file.bytes, 0)).toBe(SIZE_720P);
      expect(
        files
          .map((file) => file.path.split('/extras/')[1])
          .filter(Boolean)
          .sort(),
      ).toEqual(['poster.jpg', 'subtitles-en.vtt', 'subtitles-ru.vtt']);
      expect(files.some((file) => file.path.includes('/360p/'))).toBe(false);
    },
  );

  test(
    'a downloaded lesson is reused, plays offline with subtitles, and removing it frees the space',
    phoneOnly,
    async ({ page, context }) => {
      test.setTimeout(120_000);
      const { t, region } = await openLessonDownload(page);
      await region.getByRole('button', { name: t.open, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: t.dialog });
      await expect(dialog.getByRole('radio').first()).toBeChecked();
      await dialog.getByRole('button', { name: t.start, exact: true }).click();
      await expect(region.getByRole('status')).toHaveText(t.loaded, { timeout: 30_000 });

      // Reused: a new visit finds it loaded and plays the stored copy, fetching no media.
      const media: string[] = [];
      context.on('request', (request) => {
        if (request.url().includes('/v/s/')) media.push(request.url());
      });
      await page.reload();
      const video = page.locator('video');
      await expect(video).toHaveAttribute('data-local', 'true');
      await expect(region.getByRole('status')).toHaveText(t.loaded);
      await expect(region.getByRole('button', { name: t.open, exact: true })).toHaveCount(0);

      // Offline: the app starts from its worker, the lesson plays from the device with subtitles.
      await context.setOffline(true);
      try {
        await page.reload();
        await expect(video).toHaveAttribute('data-local', 'true');
        const tracks = await video.evaluate((v: HTMLVideoElement) =>
          Array.from(v.querySelectorAll('track')).map(
            (track) => `${track.srclang} ${new URL(track.src).pathname}`,
          ),
        );
        expect(tracks.length).toBe(2);
        for (const track of tracks)
          expect(track).toMatch(/^(ru|en) \/class\/__offline__\/.+\/subtitles-(ru|en)\.vtt$/);
        await video.evaluate((v: HTMLVideoElement) => {
          v.muted = true;
          return v.play();
        });
        await expect
          .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 })
          .toBeGreaterThan(1);
        // The subtitles are there too: a track's cues come from the stored file.
        const cues = await video.evaluate(async (v: HTMLVideoElement) => {
          const track = v.textTracks[0];
          if (!track) return 0;
          track.mode = 'hidden';
          for (let i = 0; i < 50 && !track.cues?.length; i += 1) await new Promise((r) => setTimeout(r, 100));
          return track.cues?.length ?? 0;
        });
        expect(cues).toBeGreaterThan(0);
        await video.evaluate((v: HTMLVideoElement) => v.pause());
        await screenshot(page, 'offline-downloads/playing-offline');
      } finally {
        await context.setOffline(false);
      }
      expect(media.filter((url) => /\.(m4s|m3u8|mp4)$/.test(url))).toEqual([]);

      // Removing it deletes its files: every stored byte of it leaves the cache. (Chromium's storage
      // estimate catches up with deletions lazily, so the cache itself is what is measured.)
      const before = await storedFiles(page);
      expect(before.reduce((sum, file) => sum + file.bytes, 0)).toBeGreaterThan(SIZE_720P);
      await region.getByRole('button', { name: t.remove }).click();
      await expect(region.getByRole('button', { name: t.open, exact: true })).toBeVisible();
      expect(await storedFiles(page)).toEqual([]);
      await expect(video).not.toHaveAttribute('data-local', 'true');
    },
  );

  test(
    'a download cut mid-way fails cleanly, nothing partial is served, and "Try again" completes it',
    phoneOnly,
    async ({ page, context }) => {
      test.setTimeout(120_000);
      const { t, region, status } = await openLessonDownload(page);
      // The connection drops on the last segment; the files under way with it stop too.
      const cut = '**/720p/segment-6.m4s';
      await context.route(cut, (route) => route.abort('internetdisconnected'));
      await region.getByRole('button', { name: t.open, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: t.dialog });
      await expect(dialog.getByRole('radio').first()).toBeChecked();
      await dialog.getByRole('button', { name: t.start, exact: true }).click();
      await expect(status).toHaveText(t.failed, { timeout: 20_000 });
      await expect(region.getByRole('progressbar')).toHaveCount(0);
      await screenshot(page, 'offline-downloads/failed');

      // Nothing partial is served: no playlist is stored, so the player has nothing to open.
      const files = await storedFiles(page);
      const storedSegments = files
        .map((file) => /\/720p\/(segment-\d\.m4s)$/.exec(file.path)?.[1])
        .filter((name): name is string => Boolean(name));
      expect(storedSegments.length).toBeGreaterThan(0);
      expect(
        files.some((file) => file.path.endsWith('/720p/index.m3u8') || file.path.includes('segment-6.m4s')),
      ).toBe(false);
      const folder = files.find((file) => file.path.includes('/720p/'))?.path.split('/720p/')[0];
      expect(folder).toMatch(/^\d+\/videos\/courses\/\d+\/\d+$/);
      const playlistPath = `${folder}/720p/index.m3u8`;
      const answer = await page.evaluate(
        (path) => fetch(`/class/__offline__/${path}`).then((response) => response.status),
        playlistPath,
      );
      expect(answer).toBe(404);

      // The connection is back: "Try again" fetches only what is missing and ends loaded, verified.
      const media: string[] = [];
      context.on('request', (request) => {
        if (/\/v\/s\/.+\.m4s$/.test(request.url())) media.push(request.url().split('/hls/')[1] ?? '');
      });
      await context.unroute(cut);
      await region.getByRole('button', { name: t.retry }).click();
      await expect(status).toHaveText(t.loaded, { timeout: 30_000 });
      // Only what was missing is fetched again (the cut segment, and any stopped with it).
      const missing = [0, 1, 2, 3, 4, 5, 6]
        .map((n) => `segment-${n}.m4s`)
        .filter((name) => !storedSegments.includes(name));
      expect([...new Set(media)].sort()).toEqual(missing.map((name) => `720p/${name}`));
      const stored = await storedFiles(page);
      expect(
        stored.filter((file) => file.path.includes('/720p/')).reduce((sum, file) => sum + file.bytes, 0),
      ).toBe(SIZE_720P);
    },
  );

  test(
    'a download the page left running is paused on the next visit and resumes from its bytes',
    desktopOnly,
    async ({ page, context }) => {
      test.setTimeout(120_000);
      const { t, region, status } = await openLessonDownload(page);
      const cdp = await context.newCDPSession(page);
      await region.getByRole('button', { name: t.open, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: t.dialog });
      await expect(dialog.getByRole('radio').first()).toBeChecked();
      await throttle(cdp, 40_000);
      await dialog.getByRole('button', { name: t.start, exact: true }).click();
      await expect.poll(() => percentOf(page)).toBeGreaterThan(5);

      // The page goes away mid-way; on the next visit nothing runs it: it waits, paused, with its bytes.
      await throttle(cdp, -1);
      await page.reload();
      await expect(status).toHaveText(t.paused);
      expect(await percentOf(page)).toBeGreaterThan(0);
      await region.getByRole('button', { name: t.resume }).click();
      await expect(status).toHaveText(t.loaded, { timeout: 30_000 });
      const stored = await storedFiles(page);
      expect(stored.filter((file) => file.path.includes('?part='))).toEqual([]);
      expect(
        stored.filter((file) => file.path.includes('/720p/')).reduce((sum, file) => sum + file.bytes, 0),
      ).toBe(SIZE_720P);
    },
  );

  test(
    'a device without space left fails the download with "Not enough space" (code 10)',
    phoneOnly,
    async ({ page, context }) => {
      const t = texts();
      await openDay(page, 'mindful');
      await controlledByWorker(page);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Storage.overrideQuotaForOrigin', {
        origin: new URL(SCHOOL_URLS.localhost).origin,
        quotaSize: 1,
      });
      const region = page.getByRole('region', { name: t.region });
      await region.getByRole('button', { name: t.open, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: t.dialog });
      await expect(dialog.getByRole('radio').first()).toBeChecked();
      await dialog.getByRole('button', { name: t.start, exact: true }).click();
      // The device refuses the bytes (a QuotaExceededError from the cache): the download fails with
      // code 10's text, and no playlist is stored, so nothing half-stored plays.
      await expect(page.getByRole('region', { name: t.region }).getByRole('status')).toHaveText(t.full);
      await screenshot(page, 'offline-downloads/storage-full');
      expect((await storedFiles(page)).some((file) => file.path.endsWith('index.m3u8'))).toBe(false);
    },
  );

  test('FaceFit (offline mode off) offers no download', desktopOnly, async ({ page }) => {
    await openDay(page, 'facefit');
    await expect(page.getByRole('region', { name: texts().region })).toHaveCount(0);
    await expect(page.getByRole('button', { name: texts().open, exact: true })).toHaveCount(0);
  });
});
