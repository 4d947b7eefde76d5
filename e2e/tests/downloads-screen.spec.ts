import { expect, type Page, test } from '@playwright/test';
import { DEMO, expectAccessible, SCHOOL_URLS, screenshot } from '../support';
import { serviceWorkerShell } from '../support/browsers';
import { desktopOnly, phoneOnly } from '../support/projects';

// The app's service worker is part of what this file tests: it is allowed (the headless shell runs it).
test.use(serviceWorkerShell);

// Issue 12, the download screens (decision 069): where they are reached, what they offer, and that
// a school without offline mode offers nothing. The download flows themselves (progress, pause,
// offline playback) are offline-downloads.spec.ts. The desktop project reads Russian, the phone
// project English, both on the Mindful School (offline mode on); FaceFit has it off.

const T = {
  ru: {
    email: 'Электронная почта',
    password: 'Пароль',
    submit: 'Войти',
    generalMenu: 'Главное меню',
    bottomMenu: 'Нижнее меню',
    profile: 'Профиль',
    profileMenu: 'Меню профиля',
    downloads: 'Загрузки',
    empty: 'Пока ничего не скачано.',
    region: 'Скачивание видео',
    open: 'Скачать видео',
    dialog: 'Скачать видео',
    quality: 'Качество',
    free: /^Свободно: [\d,]+\s(?:кБ|МБ|ГБ)$/,
    start: 'Скачать',
    guide: 'Скачать Путеводитель по курсу (PDF)',
    loaded: /^Скачано · [\d,]+\s(?:кБ|МБ)$/,
    removeAll: 'Удалить все',
    confirm: 'Удалить все загрузки?',
    openLesson: 'Открыть урок',
    fileLoaded: /^Скачано · [\d,]+\sкБ$/,
    openFile: 'Открыть скачанный файл',
    remove: 'Удалить загрузку',
    progress: 'Ход загрузки',
    pause: 'Пауза',
    resume: 'Продолжить',
    paused: 'Приостановлено',
    needsNetwork: 'Это видео можно смотреть только с интернетом.',
    canDownload: 'Скачайте его, когда будете онлайн, чтобы смотреть без интернета.',
  },
  en: {
    email: 'E-mail',
    password: 'Password',
    submit: 'Sign in',
    generalMenu: 'Main menu',
    bottomMenu: 'Bottom menu',
    profile: 'Profile',
    profileMenu: 'Profile menu',
    downloads: 'Downloads',
    empty: 'Nothing downloaded yet.',
    region: 'Video download',
    open: 'Download video',
    dialog: 'Download video',
    quality: 'Quality',
    free: /^Free space: [\d.,]+\s(?:kB|MB|GB)$/,
    start: 'Download',
    guide: 'Download Путеводитель по курсу (PDF)',
    loaded: /^Downloaded · [\d.,]+\s(?:kB|MB)$/,
    removeAll: 'Remove all',
    confirm: 'Remove all downloads?',
    openLesson: 'Open lesson',
    fileLoaded: /^Downloaded · [\d.,]+\skB$/,
    openFile: 'Open downloaded file',
    remove: 'Remove download',
    progress: 'Download progress',
    pause: 'Pause',
    resume: 'Resume',
    paused: 'Paused',
    needsNetwork: 'This video needs an Internet connection.',
    canDownload: 'Download it while online to watch it without the Internet.',
  },
} as const;

type Language = keyof typeof T;

const isPhone = () => test.info().project.name === 'phone';

async function signIn(page: Page, school: 'mindful' | 'facefit', language: Language) {
  await page.addInitScript((lang) => window.localStorage.setItem('cp.language', lang), language);
  await page.goto(school === 'mindful' ? SCHOOL_URLS.localhost : SCHOOL_URLS.loopbackIp);
  const t = T[language];
  await page.getByLabel(t.email, { exact: true }).fill(DEMO[school].email);
  await page.getByLabel(t.password, { exact: true }).fill(DEMO[school].password);
  await page.getByRole('button', { name: t.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/course$/);
}

/** The menu item of the downloads screen: the header's menu on desktop, the profile menu on phones. */
async function downloadsLink(page: Page, language: Language) {
  const t = T[language];
  if (!isPhone())
    return page.getByRole('navigation', { name: t.generalMenu }).getByRole('link', { name: t.downloads });
  await page.getByRole('navigation', { name: t.bottomMenu }).getByRole('button', { name: t.profile }).click();
  return page.getByRole('dialog', { name: t.profileMenu }).getByRole('link', { name: t.downloads });
}

/** Day 4 of the school's main course (open for the demo learner: learning.spec.ts). */
async function openDay(page: Page, course: string) {
  await page.getByRole('link', { name: course, exact: true }).click();
  await expect(page).toHaveURL(/\/course\/\d+\/calendar$/);
  await page.locator('li[data-day="4"]').getByRole('link').click();
  await expect(page).toHaveURL(/\/calendar\/4$/);
  await expect(page.locator('video')).toBeVisible();
}

test(
  'the downloads screen from the menu, and the lesson offers its qualities with sizes',
  phoneOnly,
  async ({ page }) => {
    const language: Language = isPhone() ? 'en' : 'ru';
    const t = T[language];
    await signIn(page, 'mindful', language);

    await (await downloadsLink(page, language)).click();
    await expect(page).toHaveURL(/\/downloads$/);
    await expect(page.getByRole('heading', { level: 1, name: t.downloads })).toBeVisible();
    await expect(page.getByText(t.empty)).toBeVisible();
    await screenshot(page, 'downloads/screen-empty');
    await expectAccessible(page);

    await page.goto(SCHOOL_URLS.localhost);
    await openDay(page, DEMO.mindful.course);
    const region = page.getByRole('region', { name: t.region });
    const open = region.getByRole('button', { name: t.open, exact: true });
    await expect(open).toBeVisible();
    await screenshot(page, 'downloads/day-control');
    await expectAccessible(page);

    // Keyboard: the control opens the dialog; the qualities are radios with their sizes (HEAD).
    await open.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: t.dialog });
    await expect(dialog).toBeVisible();
    const qualities = dialog.getByRole('group', { name: t.quality }).getByRole('radio');
    await expect(qualities).toHaveCount(2);
    await expect(dialog.getByRole('radio', { name: /^720p, [\d.,]+\s(?:kB|MB|МБ|кБ)$/ })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: /^360p, [\d.,]+\s(?:kB|MB|МБ|кБ)$/ })).not.toBeChecked();
    await expect(dialog.getByText(t.free)).toBeVisible();
    await expect(dialog.getByRole('button', { name: t.start, exact: true })).toBeEnabled();
    await screenshot(page, 'downloads/quality-dialog');
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(open).toBeFocused();

    // The course's documents served by the school can be downloaded the same way.
    const streamId = /\/course\/(\d+)\//.exec(page.url())?.[1];
    await page.goto(`${SCHOOL_URLS.localhost}course/${streamId}/materials`);
    await expect(page.getByRole('button', { name: t.guide })).toBeVisible();
    await screenshot(page, 'downloads/materials');
    await expectAccessible(page);
    await page.getByRole('button', { name: t.guide }).click();
    const guide = page.getByRole('listitem').filter({ hasText: 'guide-ru.pdf' });
    await expect(guide.getByRole('status')).toHaveText(t.fileLoaded, { timeout: 15_000 });
    await expect(guide.getByRole('link', { name: t.openFile })).toHaveAttribute(
      'href',
      /__offline__|_capacitor_/,
    );
    await guide.getByRole('button', { name: t.remove }).click();
    await expect(page.getByRole('button', { name: t.guide })).toBeVisible();
  },
);

test(
  'a downloaded lesson shows on the screen by course, opens its lesson, and "Remove all" asks first',
  desktopOnly,
  async ({ page }) => {
    // The service worker is blocked here, as on a first visit before it has installed: the
    // downloaded copy plays offline all the same, read from Cache Storage by the player itself
    // (lib/offline/downloads/device-copy-url.ts; the worker's own answer is offline-downloads.spec's).
    test.setTimeout(90_000);
    const language: Language = isPhone() ? 'en' : 'ru';
    const t = T[language];
    await signIn(page, 'mindful', language);
    await openDay(page, DEMO.mindful.course);
    const dayUrl = page.url();
    const region = page.getByRole('region', { name: t.region });
    await region.getByRole('button', { name: t.open, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t.dialog });
    await dialog.getByRole('radio', { name: /^360p, / }).check();
    await dialog.getByRole('button', { name: t.start, exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect(region.getByRole('status')).toHaveText(t.loaded, { timeout: 30_000 });
    // A loaded download plays from the device (decision 069).
    await expect(page.locator('video')).toHaveAttribute('data-local', 'true');
    await screenshot(page, 'downloads/day-loaded');
    await expectAccessible(page);

    // Offline, a lesson without a download says it needs the network, and that it can be downloaded.
    await page.context().setOffline(true);
    await page.getByRole('button', { name: /^Расслабление плеч/ }).click();
    await expect(page.locator('video')).toHaveCount(0);
    await expect(page.getByText(t.needsNetwork)).toBeVisible();
    await expect(page.getByText(t.canDownload)).toBeVisible();
    await screenshot(page, 'downloads/day-offline');
    // The downloaded one plays offline from the device.
    await page.getByRole('button', { name: /^Вдох и выдох/ }).click();
    const video = page.locator('video');
    await expect(video).toHaveAttribute('data-local', 'true');
    // The player may still be swapping in the device's copy: a play() that a new load interrupts
    // (AbortError) is tried again rather than taken as a failure (a CI run met it once).
    await expect(async () => {
      await video.evaluate((v: HTMLVideoElement) => {
        v.muted = true;
        v.currentTime = 0;
        return v.play();
      });
    }).toPass({ timeout: 15_000 });
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 })
      .toBeGreaterThan(1);
    await video.evaluate((v: HTMLVideoElement) => v.pause());
    await page.context().setOffline(false);

    await page.goto(`${SCHOOL_URLS.localhost}downloads`);
    const group = page.getByRole('region', { name: DEMO.mindful.course });
    const item = group.getByRole('listitem');
    await expect(item).toHaveCount(1);
    await expect(item).toContainText(/360p · [\d.,]+\s(?:kB|MB|кБ|МБ)/);
    await expect(item.getByRole('status')).toHaveText(t.loaded);
    await screenshot(page, 'downloads/screen-loaded');
    await expectAccessible(page);
    await item.getByRole('link', { name: t.openLesson }).click();
    await expect(page).toHaveURL(dayUrl);
    await page.goBack();

    await page.getByRole('button', { name: t.removeAll }).click();
    const confirm = page.getByRole('dialog', { name: t.confirm });
    await screenshot(page, 'downloads/remove-all');
    await confirm.getByRole('button', { name: t.removeAll }).click();
    await expect(page.getByText(t.empty)).toBeVisible();
  },
);

test(
  'a running download shows its progress on the lesson and on the screen, with Pause and Resume',
  phoneOnly,
  async ({ page }) => {
    test.setTimeout(90_000);
    const language: Language = isPhone() ? 'en' : 'ru';
    const t = T[language];
    // The demo clip is small: its later segments wait until Pause was pressed, so the running
    // state can be seen however slow the machine is (a fixed delay lost the race under load).
    let releaseSegments = () => {};
    const segmentsReleased = new Promise<void>((resolve) => {
      releaseSegments = resolve;
    });
    await page.route(/\/360p\/segment-(\d+)\.m4s/, async (route) => {
      // Only the download's GETs wait: the dialog measures the qualities with HEADs first.
      const index = Number(/segment-(\d+)\.m4s/.exec(route.request().url())?.[1]);
      if (route.request().method() === 'GET' && index >= 2) await segmentsReleased;
      // Pausing aborts the requests in flight: continuing one of those is refused.
      await route.continue().catch(() => {});
    });
    await signIn(page, 'mindful', language);
    await openDay(page, DEMO.mindful.course);
    const region = page.getByRole('region', { name: t.region });
    await region.getByRole('button', { name: t.open, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t.dialog });
    await dialog.getByRole('radio', { name: /^360p, / }).check();
    await dialog.getByRole('button', { name: t.start, exact: true }).click();
    const bar = region.getByRole('progressbar', { name: t.progress });
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAttribute('aria-valuetext', /\(\d{1,3}\s?%\)$/);
    await screenshot(page, 'downloads/day-progress');
    await expectAccessible(page);
    await region.getByRole('button', { name: t.pause }).click();
    await expect(region.getByRole('status')).toHaveText(t.paused);
    releaseSegments();

    await page.goto(`${SCHOOL_URLS.localhost}downloads`);
    const item = page.getByRole('listitem');
    await expect(item.getByRole('status')).toHaveText(t.paused);
    await expect(item.getByRole('progressbar', { name: t.progress })).toBeVisible();
    await screenshot(page, 'downloads/screen-paused');
    await item.getByRole('button', { name: t.resume }).click();
    await expect(item.getByRole('status')).toHaveText(t.loaded, { timeout: 30_000 });
    await page.getByRole('button', { name: t.removeAll }).click();
    await page.getByRole('dialog', { name: t.confirm }).getByRole('button', { name: t.removeAll }).click();
    await expect(page.getByText(t.empty)).toBeVisible();
  },
);

test(
  'a school without offline mode offers no download and no downloads screen',
  desktopOnly,
  async ({ page }) => {
    await signIn(page, 'facefit', 'en');
    if (isPhone()) {
      await page
        .getByRole('navigation', { name: T.en.bottomMenu })
        .getByRole('button', { name: T.en.profile })
        .click();
      const menu = page.getByRole('dialog', { name: T.en.profileMenu });
      await expect(menu.getByRole('link').first()).toBeVisible();
      await expect(menu.getByRole('link', { name: T.en.downloads })).toHaveCount(0);
      await page.keyboard.press('Escape');
    } else {
      const menu = page.getByRole('navigation', { name: T.en.generalMenu });
      await expect(menu.getByRole('link').first()).toBeVisible();
      await expect(menu.getByRole('link', { name: T.en.downloads })).toHaveCount(0);
    }
    await openDay(page, DEMO.facefit.course);
    await expect(page.getByRole('region', { name: T.en.region })).toHaveCount(0);
    await expect(page.getByRole('button', { name: T.en.open })).toHaveCount(0);
  },
);
