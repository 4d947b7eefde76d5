import { fileURLToPath } from 'node:url';
import {
  type APIRequestContext,
  expect,
  type Page,
  request as playwrightRequest,
  test,
} from '@playwright/test';
import { expectAccessible, screenshot, useLanguage } from '../support';
import { DEMO } from '../support/demo';
import { E2E_PORT } from '../support/env';
import { desktopOnly, phoneOnly } from '../support/projects';

// The console's courses (issue 13 "Courses", decision 074): the school administrator opens a demo
// course as a draft, renames a day and adds a lesson to a set, saves and publishes; the learner sees
// the new title only after publishing. A broken draft shows its problem and cannot be published.
// The course is put back as it was at the end (its original manifest published again).

const ORIGIN = `http://localhost:${E2E_PORT}`;
const STAFF = `${ORIGIN}/staff/`;
const API = `${ORIGIN}/spa/api/v1`;
const ADMIN = { email: 'admin@demo.school', password: 'demo1234' };
const COURSE = 'Дыхание для сна';
const PICTURE = fileURLToPath(new URL('../../apps/api/src/seed/assets/banners/club.jpg', import.meta.url));

async function token(request: APIRequestContext, who: { email: string; password: string }) {
  const login = await request.post(`${API}/auth/login?lang=en`, {
    headers: { 'X-App-Type': 'mobile' },
    data: who,
  });
  return (await login.json()).data.token as string;
}
const bearer = (t: string) => ({ Authorization: `Bearer ${t}` });

let courseId = 0;
let original: Record<string, unknown> = {};

/** Opens the course's draft through the API (the existing one, if any), as the administrator. */
async function openDraft(request: APIRequestContext, admin: string) {
  const res = await request.post(`${API}/staff/course-drafts?lang=en`, {
    headers: bearer(admin),
    data: { course_id: courseId },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as { id: number; revision: number; manifest: Record<string, unknown> };
}

test.beforeAll(async ({ request }) => {
  const admin = await token(request, ADMIN);
  const list = (await (
    await request.get(`${API}/staff/console/courses?lang=en`, { headers: bearer(admin) })
  ).json()) as { course_id: number | null; title: string }[];
  courseId = list.find((c) => c.title === COURSE)!.course_id!;
  const draft = await openDraft(request, admin);
  original = draft.manifest;
  // The tests start from the published course, not from an earlier run's draft.
  await request.delete(`${API}/staff/course-drafts/${draft.id}?lang=en`, { headers: bearer(admin) });
});

test.afterAll(async ({ request }) => {
  const admin = await token(request, ADMIN);
  const draft = await openDraft(request, admin);
  const saved = await request.put(`${API}/staff/course-drafts/${draft.id}?lang=en`, {
    headers: bearer(admin),
    data: { revision: draft.revision, manifest: original },
  });
  const revision = ((await saved.json()) as { revision: number }).revision;
  await request.post(`${API}/staff/course-drafts/${draft.id}/publish?lang=en`, {
    headers: bearer(admin),
    data: { revision, note: 'e2e: restored' },
  });
  await request.delete(`${API}/staff/course-drafts/${draft.id}?lang=en`, { headers: bearer(admin) });
});

/** The title of day 3 as the demo learner's app reads it (a fresh request context, the learner's own session). */
async function learnerDayThree(): Promise<string> {
  const learner = await playwrightRequest.newContext();
  const t = await token(learner, { email: DEMO.mindful.email, password: DEMO.mindful.password });
  const course = await (
    await learner.get(`${API}/courses/${courseId}?expand=stages&lang=ru`, { headers: bearer(t) })
  ).json();
  const days = (await (
    await learner.get(`${API}/courses/${courseId}/stages/${course.stages[0].id}/days?lang=ru`, {
      headers: bearer(t),
    })
  ).json()) as { day_number: number; title: string }[];
  await learner.dispose();
  return days.find((d) => d.day_number === 3)!.title;
}

async function openEditor(page: Page) {
  await useLanguage(page, 'en');
  await page.goto(`${STAFF}sign-in`);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/sign-in/);
  await page.goto(`${STAFF}courses`);
  await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
  await page.getByRole('button', { name: `Edit “${COURSE}”` }).click();
  await expect(page).toHaveURL(/\/staff\/courses\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: COURSE })).toBeVisible();
}

test(
  'an edited day reaches the learner only when the draft is published',
  phoneOnly,
  async ({ page }, info) => {
    await openEditor(page);
    const structure = page.getByRole('navigation', { name: 'Structure' });
    await structure.getByRole('button', { name: /^Day 3:/ }).click();
    const title = `Вечернее дыхание ${info.project.name} ${Date.now()}`;
    await page.getByLabel('Day title').fill(title);
    await page.getByRole('button', { name: 'Add lesson to set 1' }).click();
    await expect(page.getByRole('button', { name: /in set 1$/ }).first()).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, 'console/course-editor');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByRole('status')).toHaveText('Saved');
    expect(await learnerDayThree()).not.toBe(title);

    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Publish the course?' });
    await dialog.getByLabel('Note for the version (optional)').fill('Day 3 renamed');
    await dialog.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByRole('status')).toHaveText(/Published as version \d+/);
    expect(await learnerDayThree()).toBe(title);
  },
);

test(
  'a broken draft shows its problem, links to the field, and cannot be published',
  desktopOnly,
  async ({ page }) => {
    await openEditor(page);
    await page
      .getByRole('navigation', { name: 'Structure' })
      .getByRole('button', { name: /^Day 1:/ })
      .click();
    await page.getByLabel('Day title').fill('');
    await page.getByRole('button', { name: 'Save draft' }).click();
    const problems = page.getByRole('region', { name: 'Not saved: fix these fields' });
    // Named in words, not by its manifest path (stages.0.days.0.title).
    await expect(problems).toContainText(/Stage 1, day \d+: title: /);
    await expect(problems).not.toContainText('stages.0');
    await expect(page.getByRole('button', { name: 'Publish', exact: true })).toBeDisabled();
    // Keyboard: the problem's link brings the focus back to its field.
    await problems.getByRole('button', { name: /Stage 1, day \d+: title/ }).press('Enter');
    await expect(page.getByLabel('Day title')).toBeFocused();
    await expectAccessible(page);
    await screenshot(page, 'console/course-problem');
    await page.getByRole('button', { name: 'Discard draft' }).click();
    await page
      .getByRole('dialog', { name: 'Discard the draft?' })
      .getByRole('button', { name: 'Discard' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
  },
);

test(
  'unsaved edits ask before leaving (stay keeps them), and an uploaded cover is saved with the draft',
  phoneOnly,
  async ({ page }, info) => {
    await openEditor(page);
    const shortTitle = `Сон ${info.project.name} ${Date.now()}`;
    await page.getByLabel('Short title').fill(shortTitle);
    await expect(page.getByText(/Unsaved changes/)).toBeVisible();

    // Leaving inside the app asks; staying keeps the page and the edit.
    await page.getByRole('link', { name: 'All courses' }).click();
    const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
    await expect(leave).toContainText('Your changes to the course draft have not been saved');
    await expectAccessible(page);
    await leave.getByRole('button', { name: 'Stay' }).click();
    await expect(leave).toBeHidden();
    await expect(page).toHaveURL(/\/staff\/courses\/\d+$/);
    await expect(page.getByLabel('Short title')).toHaveValue(shortTitle);

    // Reloading asks the browser's own question; dismissed, the page and the edit stay.
    const asked = page.waitForEvent('dialog');
    await page.evaluate(() => {
      window.setTimeout(() => window.location.reload(), 0);
    });
    const question = await asked;
    expect(question.type()).toBe('beforeunload');
    await question.dismiss();
    await expect(page.getByLabel('Short title')).toHaveValue(shortTitle);

    // The cover: a file that is not a picture is refused at once, a picture is uploaded and shown.
    const cover = page.getByLabel('Cover image', { exact: true });
    await cover.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('notes') });
    await expect(cover).toHaveAccessibleDescription(/Choose a PNG, JPEG or WebP picture\./);
    await cover.setInputFiles(PICTURE);
    const preview = page.getByRole('img', { name: 'Preview of Cover image' });
    await expect(preview).toBeVisible();
    await expect(page.getByLabel('…or the cover’s address')).toHaveValue(
      /^\/v\/brand\/\d+\/[0-9a-f]{32}\.webp$/,
    );
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await preview.scrollIntoViewIfNeeded();
    await screenshot(page, 'console/course-cover');

    // Saved, the editor lets the administrator go without asking; the draft keeps the cover.
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
    const address = await page.getByLabel('…or the cover’s address').inputValue();
    await page.getByRole('link', { name: 'All courses' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
    const admin = await token(page.request, ADMIN);
    const draft = await openDraft(page.request, admin);
    expect(draft.manifest).toMatchObject({ short_title: shortTitle, main_image_url: address });
  },
);
