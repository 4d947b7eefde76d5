import { type APIRequestContext, expect, test } from '@playwright/test';
import { DEMO, expectAccessible, SCHOOL_URLS, screenshot, signInOnScreen, useLanguage } from '../support';
import { E2E_PORT } from '../support/env';
import { desktopOnly } from '../support/projects';

// Issue 28 (1), decision 114: a school offers video consultations without a developer. The
// administrator sets the school's time zone on the Brand screen and a course's video
// consultations in the course editor (per stream, slot length, weekly start times in that zone),
// publishes, and the course's learner is offered those slots. The school's zone and the course
// are put back as they were at the end.

const ORIGIN = `http://localhost:${E2E_PORT}`;
const STAFF = `${ORIGIN}/staff/`;
const API = `${ORIGIN}/spa/api/v1`;
const ADMIN = { email: 'admin@demo.school', password: 'demo1234' };
const COURSE = DEMO.mindful.course;
/** A start time the demo schedule does not have, in a zone the demo school is not in. */
const TIME = '06:45';
const ZONE = 'Asia/Tokyo';

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
let originalZone = '';

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
  await request.delete(`${API}/staff/course-drafts/${draft.id}?lang=en`, { headers: bearer(admin) });
  originalZone = (
    (await (await request.get(`${API}/staff/school?lang=en`, { headers: bearer(admin) })).json()) as {
      time_zone: string;
    }
  ).time_zone;
});

test.afterAll(async ({ request }) => {
  const admin = await token(request, ADMIN);
  // The zone first: the published offer takes the school's zone.
  await request.put(`${API}/staff/school?lang=en`, {
    headers: bearer(admin),
    data: { time_zone: originalZone },
  });
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

test(
  "the administrator sets the zone and a course's schedule; the learner is offered its slots",
  desktopOnly,
  async ({ page, browser }) => {
    await useLanguage(page, 'en');
    await page.goto(`${STAFF}sign-in`);
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).not.toHaveURL(/sign-in/);

    // The school's time zone, on the Brand screen.
    await page.goto(`${STAFF}brand`);
    const school = page.getByRole('region', { name: 'School time zone' });
    await expect(school.getByLabel('Time zone')).toHaveValue(originalZone);
    await school.getByLabel('Time zone').selectOption(ZONE);
    await school.getByRole('button', { name: 'Save time zone' }).click();
    await expect(school.getByRole('status')).toHaveText(`Time zone saved: ${ZONE}.`);

    // The course's video consultations, in the course editor.
    await page.goto(`${STAFF}courses`);
    await page.getByRole('button', { name: `Edit “${COURSE}”` }).click();
    await expect(page.getByRole('heading', { level: 1, name: COURSE })).toBeVisible();
    // The chat's paid consultations are named as the chat's, apart from video consultations.
    await expect(page.getByLabel('Paid chat consultations per stream')).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Structure' })
      .getByRole('button', { name: 'Video consultations' })
      .click();
    await expect(page.getByText(`Times are in the school’s time zone: ${ZONE}.`)).toBeVisible();
    await page.getByLabel('Video consultations per stream').fill('2');
    await page.getByLabel('Length of one, in minutes').fill('45');
    const monday = page.getByRole('group', { name: 'Monday' });
    // The demo schedule's Monday times go; one new time, then the same every day.
    const removeOld = monday.getByRole('button', { name: /^Remove \d\d:\d\d on Monday$/ });
    while ((await removeOld.count()) > 0) await removeOld.first().click();
    await monday.getByLabel('New start time on Monday').fill(TIME);
    await monday.getByRole('button', { name: 'Add' }).click();
    await expect(monday.getByRole('list', { name: 'Start times on Monday' })).toHaveText(
      new RegExp(`^${TIME}`),
    );
    await monday.getByRole('button', { name: 'Same times every day' }).click();
    await expect(page.getByRole('group', { name: 'Sunday' }).getByRole('listitem')).toHaveText([`${TIME}✕`]);
    await expectAccessible(page);
    await screenshot(page, 'console/course-video-consultations');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByRole('status')).toHaveText('Saved');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Publish the course?' })
      .getByRole('button', { name: 'Publish' })
      .click();
    await expect(page.getByRole('status')).toHaveText(/Published as version \d+/);

    // The learner of the course, in a browser of their own, is offered the new slots.
    const context = await browser.newContext({ viewport: page.viewportSize() });
    const learner = await context.newPage();
    await useLanguage(learner, 'en');
    await learner.goto(SCHOOL_URLS.localhost);
    await signInOnScreen(learner, 'en', DEMO.mindful.email, DEMO.mindful.password);
    await expect(learner).toHaveURL(/\/course/);
    await learner.goto(`${SCHOOL_URLS.localhost}videoconsultations`);
    await learner.getByRole('link', { name: `Book a video consultation: ${COURSE}` }).click();
    await expect(learner).toHaveURL(/\/videoconsultations\/\d+$/);
    const time = learner.getByLabel('Time', { exact: true });
    await expect(time.locator('option')).toHaveText(['Choose a time', TIME]);
    await expect(learner.getByText(/a consultation lasts 45 minutes/)).toContainText('GMT+9');
    await time.selectOption({ label: TIME });
    await expectAccessible(learner);
    await screenshot(learner, 'video-consultations/slots-from-the-console');
    await context.close();
  },
);
