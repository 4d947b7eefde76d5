import { fileURLToPath } from 'node:url';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { DEMO, expectAccessible, SCHOOL_URLS, screenshot, signInOnScreen, useLanguage } from '../support';
import { E2E_PORT } from '../support/env';
import { desktopOnly } from '../support/projects';

// The console's learner-facing content (issue 13, decision 077): the school administrator adds a
// support topic and a banner on the courses screen; the learner, in a browser of their own, sees
// the topic in the support centre and the banner on "My courses"; the administrator deletes both.
// A banner without a picture is refused under its field. Each project names its own records and
// removes them whatever happens, so the demo school's support topics and banners stay as seeded.

const ORIGIN = `http://localhost:${E2E_PORT}`;
const STAFF = `${ORIGIN}/staff/`;
const API = `${ORIGIN}/spa/api/v1`;
const ADMIN = { email: 'admin@demo.school', password: 'demo1234' };
/** A picture of the demo seed, uploaded as a new banner's. */
const PICTURE = fileURLToPath(new URL('../../apps/api/src/seed/assets/banners/club.jpg', import.meta.url));

const names = () => {
  const project = test.info().project.name;
  return { topic: `Console topic ${project}`, banner: `Console banner ${project}` };
};

async function adminSignsIn(page: Page) {
  await useLanguage(page, 'en');
  await page.goto(`${STAFF}sign-in`);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/sign-in/);
}

/** Deletes this project's topic and banner through the API if a failed run left them behind. */
async function removeLeftovers(request: APIRequestContext) {
  const login = await request.post(`${API}/auth/login?lang=en`, {
    headers: { 'X-App-Type': 'mobile' },
    data: ADMIN,
  });
  const headers = { Authorization: `Bearer ${(await login.json()).data.token}` };
  const { topic, banner } = names();
  const topics = (await (
    await request.get(`${API}/staff/content/support-categories?lang=en`, { headers })
  ).json()) as {
    id: number;
    title: { en: string | null };
  }[];
  for (const t of topics.filter((x) => x.title.en === topic)) {
    await request.delete(`${API}/staff/content/support-categories/${t.id}?lang=en`, { headers });
  }
  const banners = (await (await request.get(`${API}/staff/content/banners?lang=en`, { headers })).json()) as {
    id: number;
    title: string;
  }[];
  for (const b of banners.filter((x) => x.title === banner)) {
    await request.delete(`${API}/staff/content/banners/${b.id}?lang=en`, { headers });
  }
}

test.afterEach(async ({ request }) => removeLeftovers(request));

test(
  'an administrator adds a support topic and a banner; a learner sees both; the administrator deletes them',
  desktopOnly,
  async ({ page, browser }) => {
    test.setTimeout(90_000);
    const { topic, banner } = names();
    await adminSignsIn(page);

    // The support topic: titles in two languages, the next free number.
    await page.goto(`${STAFF}content/topics`);
    await expect(page.getByRole('heading', { level: 1, name: 'Learner-facing content' })).toBeVisible();
    await page.getByRole('button', { name: 'Add a topic' }).click();
    const topicDialog = page.getByRole('dialog', { name: 'New support topic' });
    await topicDialog.getByLabel('Title in Russian').fill(`${topic} (ru)`);
    await topicDialog.getByLabel('Title in English').fill(topic);
    await topicDialog.getByRole('button', { name: 'Save' }).click();
    await expect(topicDialog).toBeHidden();
    await expect(page.getByRole('cell', { name: topic, exact: true })).toBeVisible();

    // The banner: first without a picture (refused under the field), then with one.
    await page.getByRole('tab', { name: 'Banners' }).click();
    await page.getByRole('button', { name: 'Add a banner' }).click();
    const bannerDialog = page.getByRole('dialog', { name: 'New banner' });
    await bannerDialog.getByLabel('Title').fill(banner);
    await bannerDialog.getByRole('checkbox', { name: 'My courses: top' }).check();
    await bannerDialog.getByRole('checkbox', { name: 'My courses: above the list' }).check();
    await bannerDialog.getByRole('button', { name: 'Save' }).click();
    await expect(bannerDialog.getByLabel('Picture')).toHaveAccessibleDescription(/Choose a picture\./);
    await expectAccessible(page);
    await screenshot(page, 'console-content/banner-no-picture');
    await bannerDialog.getByLabel('Picture').setInputFiles(PICTURE);
    await expect(bannerDialog.getByRole('img', { name: /Preview of club\.jpg/ })).toBeVisible();
    await bannerDialog.getByRole('button', { name: 'Save' }).click();
    await expect(bannerDialog).toBeHidden();
    await expect(page.getByRole('cell', { name: banner, exact: true })).toBeVisible();
    await screenshot(page, 'console-content/banners');

    // The learner, in a browser of their own, signed in afresh.
    const context = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    const learner = await context.newPage();
    await useLanguage(learner, 'en');
    await learner.goto(SCHOOL_URLS.localhost);
    await signInOnScreen(learner, 'en', DEMO.mindful.email, DEMO.mindful.password);
    await expect(learner.getByRole('heading', { level: 1, name: 'My courses' })).toBeVisible();
    await expect(learner.getByRole('img', { name: banner })).toBeVisible();
    await learner.goto(`${SCHOOL_URLS.localhost}support`);
    await expect(learner.getByRole('link', { name: topic })).toBeVisible();
    await context.close();

    // The administrator deletes both, each after a confirmation.
    await page.getByRole('button', { name: `Delete ${banner}` }).click();
    await page
      .getByRole('dialog', { name: `Delete “${banner}”?` })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByRole('cell', { name: banner, exact: true })).toHaveCount(0);
    await page.getByRole('tab', { name: 'Support topics' }).click();
    await page.getByRole('button', { name: `Delete ${topic}` }).click();
    await page
      .getByRole('dialog', { name: `Delete “${topic}”?` })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByRole('cell', { name: topic, exact: true })).toHaveCount(0);
  },
);
