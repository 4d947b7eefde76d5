import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  expectAccessible,
  NEW_PASSWORD,
  SCHOOL_URLS,
  signUpByApi,
  uniqueEmail,
  useLanguage,
} from '../support';
import { E2E_PORT } from '../support/env';
import { desktopOnly, phoneOnly } from '../support/projects';
import { staffCall, staffToken } from '../support/staff-api';

// The school's analytics in the console (issue 32, decision 141): the administrator opens it from
// the navigation, reads the figures of the school's last 30 days with their charts, narrows them
// to a course (its funnel appears) and downloads a section as CSV, which Excel reads (a byte
// order mark) and which holds the figures of the screen. A learner's paid order, made by the test
// checkout as a learner makes it, gives the revenue a row of this test's own service.

const ORIGIN = `http://localhost:${E2E_PORT}`;
const STAFF = `${ORIGIN}/staff/`;
const API = `${ORIGIN}/spa/api/v1`;
const ADMIN = { email: 'admin@demo.school', password: 'demo1234' };

/** A fresh learner buys the first course with a service of this test's own; answers its title. */
async function paidOrder(request: APIRequestContext) {
  const token = await staffToken(request, ORIGIN, ADMIN);
  const courses = await staffCall<{ id: number; title: string }[]>(request, ORIGIN, token, 'get', '/courses');
  const title = `E2E analytics ${test.info().project.name}-${Date.now().toString(36)}`;
  const service = await staffCall<{ id: number }>(request, ORIGIN, token, 'post', '/services', {
    type: 'course_buy',
    title,
    course_id: courses[0]!.id,
    duration_days: 30,
    price: 99000,
  });
  const learner = await signUpByApi(request, SCHOOL_URLS.localhost, uniqueEmail('analytics'), NEW_PASSWORD);
  const order = await request.post(`${API}/order/${service.id}?lang=en`, {
    headers: { Authorization: `Bearer ${learner}`, 'X-App-Type': 'mobile' },
  });
  expect(order.ok(), await order.text()).toBe(true);
  const { payment_url: paymentUrl } = (await order.json()) as { payment_url: string };
  const paid = await request.post(paymentUrl, {
    form: { step: 'card', action: 'pay', card: '4242424242424242', expiry: '12/39', cvc: '123' },
    maxRedirects: 0,
  });
  expect(paid.status(), await paid.text()).toBe(303);
  return { service: title, course: courses[0]! };
}

async function openAnalytics(page: Page) {
  await useLanguage(page, 'en');
  await page.goto(`${STAFF}sign-in`);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/staff\/desk/);
  // On a phone the navigation is behind its menu button (decision 078).
  if (test.info().project.name === 'phone') await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Analytics' }).click();
  await expect(page).toHaveURL(/\/staff\/analytics$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
}

/** Clicks a section's CSV button; answers the saved file's name and text. */
async function downloadCsv(page: Page, section: string) {
  const region = page.getByRole('region', { name: section, exact: true });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    region.getByRole('button', { name: 'CSV' }).click(),
  ]);
  const file = await download.path();
  return { name: download.suggestedFilename(), text: await readFile(file!, 'utf8') };
}

test(
  'the administrator reads the figures, narrows them to a course and exports them',
  desktopOnly,
  async ({ page, request }) => {
    test.setTimeout(90_000);
    const { service, course } = await paidOrder(request);
    await openAnalytics(page);
    await expect(
      page.getByText(/^From \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}, by the school's days/),
    ).toBeVisible();
    // The courses' chart is drawn; its figures are in the table beside it.
    const courses = page.getByRole('region', { name: 'Enrolments and completions', exact: true });
    await expect(courses.getByRole('img', { name: 'Enrolments and completions per course' })).toBeVisible();
    await expect(courses.getByRole('row', { name: new RegExp(course.title) })).toBeVisible();
    const revenue = page.getByRole('region', { name: 'Revenue', exact: true });
    await expect(revenue.getByRole('row', { name: new RegExp(service) })).toContainText('990.00');
    await expect(page.getByRole('region', { name: 'Funnel by stage and day', exact: true })).toContainText(
      'Choose a course to see its funnel.',
    );
    await expectAccessible(page);

    // By keyboard: the course, then Show (the form's submit).
    await page.getByRole('combobox', { name: 'Course' }).selectOption({ label: course.title });
    await page.getByRole('button', { name: 'Show' }).press('Enter');
    await expect(page).toHaveURL(new RegExp(`course=${course.id}`));
    const funnel = page.getByRole('region', { name: 'Funnel by stage and day', exact: true });
    await expect(
      funnel.getByRole('img', { name: 'Learners who started and finished each day' }),
    ).toBeVisible();
    await expect(funnel.getByText(/^\d+ learners? enrolled in the period\.$/)).toBeVisible();

    const csv = await downloadCsv(page, 'Revenue');
    expect(csv.name).toMatch(
      new RegExp(`^analytics-revenue-\\d{4}-\\d{2}-\\d{2}-\\d{4}-\\d{2}-\\d{2}-course-${course.id}\\.csv$`),
    );
    // The columns are named in the administrator's language (English here), the figures as the screen's.
    expect(csv.text.startsWith('\uFEFFMonth,Service ID,Service,Currency,')).toBe(true);
    expect(csv.text).toMatch(new RegExp(`,${service},[A-Z]{3},1,990\\.00,0,0\\.00\\r\\n`));

    // A period the server refuses says why, in words.
    await page.getByLabel('From').fill('2020-01-01');
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page.getByText('The period cannot be longer than 366 days.')).toBeVisible();
  },
);

test('the figures fit a phone: charts, tables and the CSV', phoneOnly, async ({ page }) => {
  test.setTimeout(60_000);
  await openAnalytics(page);
  await expect(page.getByRole('img', { name: 'Enrolments and completions per course' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page);
  // A table wider than the phone scrolls in its own box, which is then a region named by the
  // table's caption that a keyboard reaches and scrolls; a table that fits is no Tab stop
  // (decision 145).
  // The boxes are measured after layout (a ResizeObserver's callback comes after the frame that
  // changed a size): wait until every one agrees with its width, as a person pressing Tab would.
  const measureBoxes = () =>
    page.locator('main table').evaluateAll((tables: HTMLTableElement[]) =>
      tables.map((table) => {
        const box = table.parentElement!;
        return {
          caption: table.caption?.textContent ?? '',
          overflows: box.scrollWidth > box.clientWidth,
          role: box.getAttribute('role'),
          name: box.getAttribute('aria-label'),
          tabIndex: box.getAttribute('tabindex'),
        };
      }),
    );
  type Box = Awaited<ReturnType<typeof measureBoxes>>[number];
  const expected = (box: Box) =>
    box.overflows
      ? { ...box, role: 'region', name: box.caption, tabIndex: '0' }
      : { ...box, role: null, name: null, tabIndex: null };
  await expect
    .poll(async () => {
      const measured = await measureBoxes();
      return (
        measured.length > 0 && measured.every((box) => JSON.stringify(box) === JSON.stringify(expected(box)))
      );
    })
    .toBe(true);
  const boxes = await measureBoxes();
  for (const box of boxes) expect(box).toEqual(expected(box));
  test.info().annotations.push({
    type: 'tables',
    description: `${boxes.filter((b) => b.overflows).length} of ${boxes.length} scroll sideways`,
  });
  const wide = boxes.find((b) => b.overflows);
  if (wide) {
    const region = page.getByRole('region', { name: wide.caption, exact: true });
    await region.focus();
    await expect(region).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  }
  const csv = await downloadCsv(page, 'Enrolments and completions');
  expect(csv.name).toMatch(/^analytics-courses-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(csv.text.startsWith('\uFEFFCourse ID,Course,Enrolments,Completions\r\n')).toBe(true);
});
