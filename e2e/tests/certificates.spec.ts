import { readFile } from 'node:fs/promises';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { DEMO, expectAccessible, SCHOOL_URLS, screenshot, signInOnScreen, useLanguage } from '../support';
import { desktopOnly, phoneOnly } from '../support/projects';

// Issue 32, certificates of completion, through the built apps and the real API. The statistics
// learner of each demo school finished a course months ago, its homework accepted
// (apps/api/src/seed/seed-statistics.ts), so that stream has earned its certificate. The desktop
// project plays Mindful in Russian: the learner downloads the certificate from the course, anyone
// (signed out, in Spanish) opens its verification address and a forged one, and the administrator
// designs it with its preview. The phone project plays FaceFit in English: the learner downloads
// it, the administrator revokes it on a phone, and the address says so.

const API = '/spa/api/v1';

const SCHOOLS = {
  mindful: {
    url: SCHOOL_URLS.localhost,
    learner: `stats@${DEMO.mindful.email.split('@')[1]}`,
    admin: 'admin@demo.school',
    language: 'ru' as const,
  },
  facefit: {
    url: SCHOOL_URLS.loopbackIp,
    learner: `stats@${DEMO.facefit.email.split('@')[1]}`,
    admin: 'admin@facefit.school',
    language: 'en' as const,
  },
};
type School = (typeof SCHOOLS)[keyof typeof SCHOOLS];
const PASSWORD = DEMO.mindful.password;

const TEXT = {
  ru: { panel: 'Сертификат о прохождении', download: 'Скачать сертификат', earned: /Вы прошли курс/ },
  en: {
    panel: 'Certificate of completion',
    download: 'Download certificate',
    earned: /You have completed the course/,
  },
} as const;

/** Signs in by the API as the mobile app does, so the browser's web session stays. */
async function apiToken(request: APIRequestContext, school: School, email: string) {
  const response = await request.post(`${new URL(school.url).origin}${API}/auth/login?lang=en`, {
    headers: { 'X-App-Type': 'mobile' },
    data: { email, password: PASSWORD },
  });
  const body = await response.json();
  expect(body, JSON.stringify(body)).toMatchObject({ success: true });
  return body.data.token as string;
}

async function call<T>(
  request: APIRequestContext,
  school: School,
  token: string,
  method: 'get' | 'post',
  path: string,
) {
  const response = await request[method](`${new URL(school.url).origin}${API}${path}?lang=en`, {
    headers: { Authorization: `Bearer ${token}`, 'X-App-Type': 'mobile' },
  });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** The learner's stream that has earned its certificate (the finished course). */
async function earnedStream(request: APIRequestContext, school: School) {
  const token = await apiToken(request, school, school.learner);
  const streams = await call<{ id: number }[]>(request, school, token, 'get', '/user-course-streams');
  for (const stream of streams) {
    const state = await call<{ earned: boolean }>(
      request,
      school,
      token,
      'get',
      `/user-course-streams/${stream.id}/certificate`,
    );
    if (state.earned) return { id: stream.id, token };
  }
  throw new Error(`no stream of ${school.learner} has earned a certificate`);
}

/** The learner signs in, opens the finished course and downloads its certificate: a real PDF. */
async function downloadOnScreen(page: Page, school: School, streamId: number) {
  const text = TEXT[school.language];
  await useLanguage(page, school.language);
  await page.goto(school.url);
  await signInOnScreen(page, school.language, school.learner, PASSWORD);
  await expect(page).toHaveURL(/\/course/);
  await page.goto(`${school.url}course/${streamId}/calendar`);
  const panel = page.getByRole('region', { name: text.panel });
  await expect(panel).toBeVisible();
  await expect(panel.getByText(text.earned)).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, `certificates/${school.language}-course-panel`);
  const button = panel.getByRole('button', { name: text.download });
  // Keyboard: the button is reached and pressed without a pointer.
  await button.focus();
  const [download] = await Promise.all([page.waitForEvent('download'), button.press('Enter')]);
  expect(download.suggestedFilename()).toMatch(/^certificate-\d+\.pdf$/);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  expect(bytes.length).toBeGreaterThan(10_000);
  // Issued now: the panel names its date and number and links its verification page.
  const verify = panel.getByRole('link');
  await expect(verify).toHaveAttribute('href', /\/certificates\/[A-Za-z0-9_-]{22}$/);
  return new URL((await verify.getAttribute('href'))!).pathname;
}

/** A signed-out visitor's page in `language` at the project's width. */
async function visitor(browser: Browser, language: 'ru' | 'en' | 'es') {
  const context = await browser.newContext({ ...test.info().project.use });
  const page = await context.newPage();
  await useLanguage(page, language);
  return { page, close: () => context.close() };
}

async function openConsole(page: Page, school: School, section: string, phone: boolean) {
  await useLanguage(page, 'en');
  await page.goto(`${new URL(school.url).origin}/staff/sign-in`);
  await page.getByLabel('Email').fill(school.admin);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/staff\/desk/);
  if (phone) await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: section }).click();
}

test(
  'the learner downloads her certificate from the course; anyone checks it at its address, a forged one is unknown',
  desktopOnly,
  async ({ page, request, browser }) => {
    test.setTimeout(120_000);
    const school = SCHOOLS.mindful;
    const { id } = await earnedStream(request, school);
    const path = await downloadOnScreen(page, school, id);

    const guest = await visitor(browser, 'es');
    await guest.page.goto(`${new URL(school.url).origin}${path}`);
    await expect(
      guest.page.getByRole('heading', { level: 1, name: 'Verificación del certificado' }),
    ).toBeVisible();
    await expect(guest.page.locator('[data-verdict]')).toHaveText('Este certificado es válido.');
    await expect(guest.page.getByText('Ольга')).toBeVisible();
    await expectAccessible(guest.page);
    await screenshot(guest.page, 'certificates/es-verify-valid');
    // The same code on the other school's host is no certificate of that school.
    await guest.page.goto(`${new URL(SCHOOLS.facefit.url).origin}${path}`);
    await expect(guest.page.locator('[data-verdict]')).toHaveText(
      'Esta escuela no ha emitido ese certificado.',
    );
    await expect(guest.page.getByText('Ольга')).toHaveCount(0);
    await guest.page.goto(`${school.url}certificates/${'A'.repeat(22)}`);
    await expect(guest.page.locator('[data-verdict]')).toHaveText(
      'Esta escuela no ha emitido ese certificado.',
    );
    await guest.close();
  },
);

test('the administrator designs the certificate with its preview', desktopOnly, async ({ page, request }) => {
  test.setTimeout(90_000);
  const school = SCHOOLS.mindful;
  const token = await apiToken(request, school, school.admin);
  const before = await call<Record<string, unknown>>(
    request,
    school,
    token,
    'get',
    '/console/certificate-design',
  );
  // The issued list below shows the statistics learner's certificate, issued here if not yet.
  const learner = await earnedStream(request, school);
  await call(request, school, learner.token, 'post', `/user-course-streams/${learner.id}/certificate`);
  try {
    await openConsole(page, school, 'Certificates', false);
    await expect(page).toHaveURL(/\/staff\/certificates\/design$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Certificates' })).toBeVisible();
    const preview = page.getByTestId('certificate-preview');
    await expect(preview).toBeVisible();
    const primary = page.getByLabel('Main colour');
    // A half-typed colour is refused under its field, by keyboard (Enter submits); nothing is sent.
    await primary.fill('#12');
    await primary.press('Enter');
    await expect(primary).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Enter a colour as #rrggbb.')).toBeVisible();
    await primary.fill('#7a1f3d');
    await expect(preview).toHaveCSS('border-top-color', 'rgb(122, 31, 61)');
    await page.getByLabel('Signature line').fill('Мария Иванова, директор');
    await expect(preview.getByText('Мария Иванова, директор')).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, 'certificates/console-design');
    await page.getByRole('button', { name: 'Save design' }).click();
    await expect(page.getByText(/Design saved/)).toBeVisible();
    const saved = await call<Record<string, unknown>>(
      request,
      school,
      token,
      'get',
      '/console/certificate-design',
    );
    expect(saved).toMatchObject({ primary_color: '#7a1f3d', signature_text: 'Мария Иванова, директор' });
    await page.getByRole('tab', { name: 'Issued' }).click();
    await expect(page.getByRole('table')).toContainText('Ольга');
  } finally {
    const response = await request.put(
      `${new URL(school.url).origin}${API}/console/certificate-design?lang=en`,
      {
        headers: { Authorization: `Bearer ${token}`, 'X-App-Type': 'mobile' },
        data: {
          show_logo: before.show_logo,
          primary_color: before.primary_color,
          accent_color: before.accent_color,
          signature_text: before.signature_text,
        },
      },
    );
    expect(response.ok()).toBe(true);
  }
});

test(
  'on a phone: the learner downloads it, the administrator revokes it, its address says so',
  phoneOnly,
  async ({ page, request, browser }) => {
    test.setTimeout(120_000);
    const school = SCHOOLS.facefit;
    const { id } = await earnedStream(request, school);
    const path = await downloadOnScreen(page, school, id);
    const noSideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(noSideways).toBeLessThanOrEqual(0);

    const staff = await browser.newContext({ ...test.info().project.use });
    const desk = await staff.newPage();
    await openConsole(desk, school, 'Certificates', true);
    await desk.getByRole('tab', { name: 'Issued' }).click();
    await expect(desk.getByText('Olivia', { exact: true })).toBeVisible();
    await expectAccessible(desk);
    await screenshot(desk, 'certificates/console-issued-phone');
    await desk.getByRole('button', { name: /^Revoke/ }).click();
    const dialog = desk.getByRole('dialog');
    await expect(dialog).toContainText('Revoke the certificate of Olivia');
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await expect(desk.getByText(/Revoked on/)).toBeVisible();
    await staff.close();

    const guest = await visitor(browser, 'en');
    await guest.page.goto(`${new URL(school.url).origin}${path}`);
    await expect(guest.page.locator('[data-verdict]')).toHaveText(
      /^This certificate was revoked on \d\d\.\d\d\.\d{4}\.$/,
    );
    await expect(guest.page.getByText('Olivia', { exact: true })).toBeVisible();
    await screenshot(guest.page, 'certificates/en-verify-revoked');
    await guest.close();

    // The learner's course now says it was revoked, and offers no download.
    await page.reload();
    const panel = page.getByRole('region', { name: TEXT.en.panel });
    await expect(panel.getByText(/The school revoked your certificate on/)).toBeVisible();
    await expect(panel.getByRole('button')).toHaveCount(0);
  },
);
