import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectAccessible, SCHOOL_URLS, screenshot, useLanguage } from '../support';
import { E2E_PORT } from '../support/env';
import { desktopOnly, phoneOnly } from '../support/projects';

// The console's brand screen (issue 13, decision 072): the demo school's administrator changes
// the title and the main colour and turns registration off; the learner's sign-in screen on that
// host, opened afresh, shows the new title and colour and no registration link, with no rebuild.
// A bad colour is refused under its field and changes nothing. The demo values are put back
// after each test (other specs use the demo schools).

const ORIGIN = `http://localhost:${E2E_PORT}`;
const STAFF = `${ORIGIN}/staff/`;
const API = `${ORIGIN}/spa/api/v1`;
const ADMIN = { email: 'admin@demo.school', password: 'demo1234' };
const isPhone = () => test.info().project.name === 'phone';

type TopicIds = { passHomework: number; renewCourse: number; renewConsultation: number };
interface BrandView {
  brand: { version: number; isRegistrationEnable: boolean; supportCategoryIds: TopicIds };
  domains: { id: number; title: string; frontendSettings: { spa_theme_variables: Record<string, string> } }[];
  current_domain_id: number;
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post(`${API}/auth/login?lang=en`, {
    headers: { 'X-App-Type': 'mobile' },
    data: ADMIN,
  });
  return ((await response.json()) as { data: { token: string } }).data.token;
}

async function brandView(request: APIRequestContext, token: string): Promise<BrandView> {
  const response = await request.get(`${API}/staff/brand?lang=en`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return response.json();
}

/** Puts the demo school's title, main colour, registration flag and support topics back as they were. */
async function restore(request: APIRequestContext, token: string, original: BrandView) {
  const domain = original.domains.find((d) => d.id === original.current_domain_id)!;
  const headers = { Authorization: `Bearer ${token}` };
  await request.put(`${API}/staff/domains/${domain.id}?lang=en`, {
    headers,
    data: {
      title: domain.title,
      frontendSettings: {
        spa_theme_variables: {
          '--color-primary': domain.frontendSettings.spa_theme_variables['--color-primary'],
        },
      },
    },
  });
  const now = await brandView(request, token);
  await request.put(`${API}/staff/brand?lang=en`, {
    headers,
    data: {
      expected_version: now.brand.version,
      isRegistrationEnable: original.brand.isRegistrationEnable,
      supportCategoryIds: original.brand.supportCategoryIds,
    },
  });
}

async function openBrandScreen(page: Page) {
  await useLanguage(page, 'en');
  await page.goto(`${STAFF}sign-in`);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/staff\/desk/);
  await page.goto(`${STAFF}brand`);
  await expect(page.getByRole('heading', { name: 'Brand', level: 1 })).toBeVisible();
}

const preview = (page: Page) => page.locator('[data-preview="sign-in"]');

async function showPreview(page: Page) {
  if (isPhone()) await page.getByRole('tab', { name: 'Preview' }).click();
}
async function showSettings(page: Page) {
  if (isPhone()) await page.getByRole('tab', { name: 'Settings' }).click();
}

let original: BrandView;
let token: string;
test.beforeEach(async ({ request }) => {
  token = await adminToken(request);
  original = await brandView(request, token);
});
test.afterEach(async ({ request }) => restore(request, token, original));

test(
  'title, colour, a feature and a support topic saved in the console reach the learner’s app',
  desktopOnly,
  async ({ page, browser, request }) => {
    // The demo school offers registration: its link is what must disappear.
    expect(original.brand.isRegistrationEnable).toBe(true);
    await openBrandScreen(page);
    await expectAccessible(page);
    await page.getByLabel('School title').fill('Quiet Mind School');
    await page.getByLabel('Main colour (buttons, links)').fill('#aa0011');
    await page.getByLabel('Registration', { exact: true }).uncheck();
    // Homework requests go to one of the school's own topics (issue 28, 11), offered by name.
    await page.getByLabel('Homework requests go to').selectOption({ label: 'Technical problem (No. 1)' });

    // The preview draws the unsaved values.
    await showPreview(page);
    await expect(preview(page).locator('img')).toHaveAttribute('alt', 'Quiet Mind School');
    await expect(preview(page)).toHaveCSS('--color-primary', '#aa0011');
    await expect(preview(page).locator('[data-preview-part="register"]')).toHaveCount(0);
    await screenshot(page, 'console-brand/preview');
    await showSettings(page);

    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Changes saved' })).toBeVisible();
    await screenshot(page, 'console-brand/saved');
    const served = await (await request.get(`${API}/config?lang=en`)).json();
    expect(served.components.brand.supportCategoryIds).toEqual({
      ...original.brand.supportCategoryIds,
      passHomework: 1,
    });

    // A learner opens the sign-in screen of that host afresh.
    const learner = await browser.newContext();
    const learnerPage = await learner.newPage();
    await useLanguage(learnerPage, 'en');
    await learnerPage.goto(SCHOOL_URLS.localhost);
    await expect(learnerPage.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(learnerPage).toHaveTitle(/Quiet Mind School$/);
    await expect(learnerPage.getByRole('img', { name: 'Quiet Mind School' })).toBeVisible();
    const primary = await learnerPage.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(),
    );
    expect(primary).toBe('#aa0011');
    await expect(learnerPage.getByRole('link', { name: 'Register' })).toHaveCount(0);
    await learner.close();
  },
);

test(
  'a bad colour is refused under its field, by keyboard, and changes nothing; leaving asks first',
  phoneOnly,
  async ({ page, request }) => {
    await openBrandScreen(page);
    const colour = page.getByLabel('Main colour (buttons, links)');
    await colour.focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('red');
    // Enter in a field submits the form: saving needs no pointer.
    await page.keyboard.press('Enter');
    await expect(page.getByText('Enter a colour as #rrggbb')).toBeVisible();
    await expect(colour).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('alert').filter({ hasText: 'Some fields need correcting' })).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, 'console-brand/bad-colour');

    const config = await (await request.get(`${API}/config?lang=en`)).json();
    const domain = original.domains.find((d) => d.id === original.current_domain_id)!;
    expect(config.domain.frontendSettings.spa_theme_variables['--color-primary']).toBe(
      domain.frontendSettings.spa_theme_variables['--color-primary'],
    );
    expect(config.components.brand.version).toBe(original.brand.version);

    // Unsaved changes: leaving for another screen asks, and "Stay" keeps the form.
    if (isPhone()) await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Team' }).click();
    const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Stay' }).click();
    await expect(page).toHaveURL(/\/staff\/brand/);
    await expect(colour).toHaveValue('red');
  },
);
