import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectAccessible, screenshot, uniqueEmail, useLanguage } from '../support';
import { E2E_PORT } from '../support/env';
import { desktopOnly, phoneOnly } from '../support/projects';

// The console adds learners (issue 28 point 7, decision 115): an administrator of the demo school
// invites one learner by e-mail into a course, copies the link the console shows (no SMTP_URL in
// the browser suite: nobody is e-mailed), and the learner opens it, chooses a password and sees
// the course. A CSV file with one bad row is checked, the row's reason shown, and nothing imported
// until the file is fixed; then all of it is.

const ORIGIN = `http://localhost:${E2E_PORT}`;
const STAFF = `${ORIGIN}/staff/`;
const API = `${ORIGIN}/spa/api/v1`;
const ADMIN = { email: 'admin@demo.school', password: 'demo1234' };

async function adminSignsIn(page: Page) {
  await useLanguage(page, 'en');
  await page.goto(`${STAFF}sign-in`);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/sign-in/);
}

/** The demo school's first course (through the console's own call), by id, slug and title. */
async function firstCourse(request: APIRequestContext) {
  const login = await request.post(`${API}/auth/login?lang=en`, {
    headers: { 'X-App-Type': 'mobile' },
    data: ADMIN,
  });
  const token = (await login.json()).data.token as string;
  const courses = await request.get(`${API}/staff/courses?lang=en`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await courses.json()) as { id: number; title: string }[])[0]!;
}

test(
  'an administrator invites a learner into a course; the learner opens the copied link and sees the course',
  desktopOnly,
  async ({ page, browser, request }) => {
    test.setTimeout(90_000);
    const course = await firstCourse(request);
    const email = uniqueEmail('invited-learner');

    await adminSignsIn(page);
    await page.goto(`${STAFF}people`);
    await expect(page.getByRole('heading', { level: 1, name: 'People' })).toBeVisible();
    await page.getByRole('button', { name: 'Invite a learner' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite a learner' });
    await expect(dialog.getByText(/you will get a link to send the learner yourself/)).toBeVisible();
    await dialog.getByLabel('E-mail').fill(email);
    await dialog.getByLabel('Name', { exact: true }).fill('Ines');
    await dialog.getByLabel('Language').selectOption({ label: 'English' });
    await dialog.getByLabel('Course', { exact: true }).selectOption({ label: course.title });
    await expect(dialog.getByLabel('Start')).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Invite' }).click();
    await expect(dialog).toBeHidden();

    const outcome = page.getByTestId('invitation-outcome');
    await expect(outcome).toContainText(
      `${email} has been added to the school. Enrolled in “${course.title}”.`,
    );
    await expect(outcome.getByRole('alert')).toHaveText(
      'Mail is not configured on this server: the invitation was not e-mailed. Copy this link and send it yourself.',
    );
    const link = await outcome.getByLabel('Invitation link').inputValue();
    expect(new URL(link).origin).toBe(ORIGIN);
    expect(new URL(link).pathname).toBe('/class/auto-login');
    await outcome.getByRole('button', { name: 'Copy' }).click();
    // Copied by the Clipboard API, else left selected: either way the console says which.
    await expect(outcome.getByRole('status')).toHaveText(/Link copied|The link is selected/);
    await expect(page.getByRole('row').filter({ hasText: email })).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, 'console/people-invited');

    // The learner: another browser, nobody signed in, the link as the administrator passed it on.
    const learner = await browser.newContext();
    try {
      const app = await learner.newPage();
      await useLanguage(app, 'en');
      await app.goto(link);
      await expect(app).toHaveURL(/\/class\/resetPassword$/);
      await expect(app.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
      const password = 'invited-secret-8';
      await app.getByLabel('New password', { exact: true }).fill(password);
      await app.getByLabel('Repeat the new password', { exact: true }).fill(password);
      await app.getByRole('button', { name: 'Save the password' }).click();
      await expect(app.getByRole('heading', { level: 1, name: 'My courses' })).toBeVisible();
      await expect(app.getByText(course.title).first()).toBeVisible();
      // The link worked once: opened again it signs nobody in.
      const again = await browser.newContext();
      const second = await again.newPage();
      await useLanguage(second, 'en');
      await second.goto(link);
      await expect(second.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
      await again.close();
    } finally {
      await learner.close();
    }
  },
);

test(
  'a CSV file with a bad row shows the row’s reason and imports nothing; the fixed file imports whole',
  phoneOnly,
  async ({ page, request }) => {
    test.setTimeout(90_000);
    const course = await firstCourse(request);
    const good = uniqueEmail('csv-good');
    const other = uniqueEmail('csv-other');
    const file = (rows: string[]) => ({
      name: 'learners.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(['email,name,course', ...rows].join('\n')),
    });

    await adminSignsIn(page);
    await page.goto(`${STAFF}people`);
    await page.getByRole('link', { name: 'Import from a CSV file' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Import learners from a CSV file' }),
    ).toBeVisible();
    await page
      .getByLabel('CSV file')
      .setInputFiles(file([`${good},Gala,${course.id}`, 'not-an-address,Bad,']));
    await page.getByRole('button', { name: 'Check the file' }).click();
    await expect(page.getByRole('alert')).toContainText('1 of 2 rows has an error.');
    await expect(page.getByRole('list', { name: 'Errors of line 3' })).toHaveText(
      'Not a valid e-mail address.',
    );
    await expect(page.getByRole('button', { name: /^Import \d+ learner/ })).toHaveCount(0);
    await expectAccessible(page);
    await screenshot(page, 'console/people-import-preview');

    // Nothing was written: the good row's address is nobody yet.
    await page.goto(`${STAFF}people?q=${encodeURIComponent(good)}`);
    await expect(page.getByText(`Nobody matches “${good}”`)).toBeVisible();

    await page.goto(`${STAFF}people/import`);
    await page.getByLabel('CSV file').setInputFiles(file([`${good},Gala,${course.id}`, `${other},Oleg,`]));
    await page.getByRole('button', { name: 'Check the file' }).click();
    await expect(page.getByText('All 2 rows are ready to import.')).toBeVisible();
    await page.getByRole('button', { name: 'Import 2 learners' }).click();
    await expect(page.getByRole('heading', { name: '2 learners imported' })).toBeVisible();
    await expect(
      page.getByText('New accounts: 2. Already had an account: 0. Enrolled in a course: 1.'),
    ).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('nobody was e-mailed');
    await expect(page.getByLabel(`Link for ${good}`, { exact: true })).toHaveValue(
      /\/class\/auto-login\?token=/,
    );
    await expectAccessible(page);
    await screenshot(page, 'console/people-import-done');
  },
);
