import { expect, type Page, request as playwrightRequest, test } from '@playwright/test';
import { DEMO, expectAccessible, SCHOOL_URLS, screenshot } from '../support';
import { desktopOnly, phoneOnly } from '../support/projects';

// Issue 10 "Expert desk": the demo expert reviews homework in the staff app. The demo seed
// (apps/api/src/seed/seed-homework.ts) leaves five hand-ins of three learners on each school's
// main course, two of them past the 24-hour promise and two with a photo. As in
// staff-desk.spec.ts, the desktop project works the first school in Russian and only looks at
// the second; the phone project works the second in English and looks at the first, so every
// school is seen at both widths and no hand-in is reviewed twice.

const API = '/spa/api/v1';
const isPhone = () => test.info().project.name === 'phone';

const SCHOOLS = {
  mindful: { url: SCHOOL_URLS.localhost, learner: DEMO.mindful, lang: 'ru' as const, photoLearner: 'olga' },
  facefit: { url: SCHOOL_URLS.loopbackIp, learner: DEMO.facefit, lang: 'en' as const, photoLearner: 'lucy' },
} as const;
type School = (typeof SCHOOLS)[keyof typeof SCHOOLS];

const origin = (school: School) => school.url.replace(/\/class\/$/, '');
const domainOf = (school: School) => school.learner.email.split('@')[1];

/** The desk's texts (apps/staff/src/locales), as a person reads them. */
const TEXT = {
  ru: {
    email: 'Эл. почта',
    password: 'Пароль',
    signIn: 'Войти',
    nav: 'Разделы',
    homework: 'Домашние задания',
    queue: 'Домашние задания на проверку',
    submission: 'Работа ученика',
    overdue: 'Просрочено',
    overdueLine: /просрочено: ответ ждали до/,
    photo: 'Фото',
    openPhoto: /Открыть фото .* в полном размере/,
    comment: 'Комментарий для ученика (придёт в его чат)',
    commentRequired: 'Напишите, что исправить: без комментария задание нельзя вернуть.',
    sendBack: 'Отправить на доработку',
    sentBack: 'Отправлено на доработку',
    accept: 'Принять',
    accepted: 'Принято',
    points: /^Баллы \(0–(\d+)\)$/,
    pointsRange: /Баллы — от 0 до \d+\./,
    given: (n: string) => `Начислено баллов: ${n}`,
    openChat: 'Открыть чат с учеником',
    back: 'К очереди',
    waitingForReview: 'Ждёт проверки',
  },
  en: {
    email: 'Email',
    password: 'Password',
    signIn: 'Sign in',
    nav: 'Sections',
    homework: 'Homework',
    queue: 'Homework to review',
    submission: 'Submission',
    overdue: 'Overdue',
    overdueLine: /overdue: the answer was due/,
    photo: 'Photo',
    openPhoto: /Open the photo .* in full size/,
    comment: 'Comment for the learner (goes to their chat)',
    commentRequired: 'Write what to improve: a comment is required to send the homework back.',
    sendBack: 'Send back for rework',
    sentBack: 'Sent back for rework',
    accept: 'Accept',
    accepted: 'Accepted',
    points: /^Points \(0–(\d+)\)$/,
    pointsRange: /Points from 0 to \d+\./,
    given: (n: string) => `Points given: ${n}`,
    openChat: 'Open the chat with the learner',
    back: 'Back to the queue',
    waitingForReview: 'Waiting for review',
  },
} as const;

const language = () => (isPhone() ? 'en' : 'ru');
const text = () => TEXT[language()];
const working = (): School => (isPhone() ? SCHOOLS.facefit : SCHOOLS.mindful);
const looking = (): School => (isPhone() ? SCHOOLS.mindful : SCHOOLS.facefit);

async function signInToDesk(page: Page, school: School) {
  await page.addInitScript((value) => window.localStorage.setItem('cp.language', value), language());
  await page.goto(`${origin(school)}/staff/`);
  await expect(page).toHaveURL(/\/staff\/sign-in$/);
  await page.getByLabel(text().email).fill(`expert@${domainOf(school)}`);
  await page.getByLabel(text().password).fill(school.learner.password);
  await page.getByRole('button', { name: text().signIn }).click();
  await expect(page).toHaveURL(/\/staff\/desk$/);
}

/** A demo learner's homework list through the learner API, as their app reads it. */
async function learnerHomework(school: School, who: string) {
  const request = await playwrightRequest.newContext();
  const base = `${origin(school)}${API}`;
  const login = await request.post(`${base}/auth/login?lang=en`, {
    headers: { 'X-App-Type': 'mobile' },
    data: { email: `${who}@${domainOf(school)}`, password: school.learner.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  const token = (await login.json()).data.token as string;
  const list = await request.get(`${base}/homework?expand=scores&lang=en`, {
    headers: { 'X-App-Type': 'mobile', Authorization: `Bearer ${token}` },
  });
  expect(list.status(), await list.text()).toBe(200);
  const body = (await list.json()) as { id: number; status: string; review_comment: string | null }[];
  await request.dispose();
  return body;
}

const queueList = (page: Page) => page.getByRole('region', { name: text().queue }).getByRole('list');
const submission = (page: Page) => page.getByRole('region', { name: text().submission });

test(
  'the expert reviews homework: the queue with overdue marks, a photo, a send-back and an accept',
  phoneOnly,
  async ({ page }) => {
    const school = working();
    const run = Date.now().toString(36);
    await signInToDesk(page, school);

    // The navigation counts what waits; the keyboard reaches the section (on a phone behind its menu button, decision 078).
    if (isPhone()) await page.getByRole('button', { name: 'Menu' }).click();
    const nav = page.getByRole('navigation', { name: text().nav });
    const navLink = nav.getByRole('link', { name: new RegExp(text().homework) });
    await expect(nav.getByTestId('homework-nav-count')).toBeVisible();
    await navLink.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/staff\/homework$/);
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(text().queue) })).toBeVisible();

    // Oldest first; the overdue ones say so in words, not only in colour.
    const items = queueList(page).getByRole('link');
    await expect(items.first()).toBeVisible();
    await expect(items.first()).toContainText(text().overdue);
    await expect(items.first().getByText(text().overdueLine)).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, `staff/homework-queue-${language()}`);

    // The overdue photo: the thumbnail is the learner's picture, and opens full size.
    const photoItem = items.filter({ hasText: text().overdue }).filter({ hasText: text().photo }).first();
    await photoItem.click();
    await expect(page).toHaveURL(/\/staff\/homework\/\d+$/);
    const statusId = Number(page.url().split('/').pop());
    const detail = submission(page);
    const photoLink = detail.getByRole('link', { name: text().openPhoto });
    await expect(photoLink).toBeVisible();
    await expect
      .poll(() =>
        photoLink.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
      )
      .toBeGreaterThan(0);
    const full = await page.request.get(
      new URL((await photoLink.getAttribute('href'))!, page.url()).toString(),
    );
    expect(full.status()).toBe(200);
    expect(full.headers()['content-type']).toMatch(/^image\//);
    await expectAccessible(page);
    await screenshot(page, `staff/homework-photo-${language()}`);

    // Sending back needs a comment: said before anything is sent.
    await detail.getByRole('button', { name: text().sendBack }).click();
    await expect(detail.getByText(text().commentRequired)).toBeVisible();
    const comment = `Please add a side view (${run})`;
    await detail.getByRole('textbox', { name: text().comment }).fill(comment);
    await detail.getByRole('button', { name: text().sendBack }).click();
    await expect(detail.getByRole('status')).toContainText(text().sentBack);
    await expect(detail.getByRole('status')).toContainText(comment);
    await screenshot(page, `staff/homework-sent-back-${language()}`);
    // The learner sees it at once in their list.
    await expect
      .poll(
        async () =>
          (await learnerHomework(school, school.photoLearner)).find((h) => h.id === statusId)?.review_comment,
      )
      .toBe(comment);
    // The comment is in the learner's chat on the desk.
    await detail.getByRole('link', { name: text().openChat }).click();
    await expect(page).toHaveURL(/\/staff\/desk\/\d+$/);
    await expect(page.getByRole('log').getByText(comment)).toBeVisible();

    // Another hand-in, not overdue: accepted with points, bounded by the homework's.
    await page.goto(`${origin(school)}/staff/homework`);
    await expect(queueList(page).getByRole('link').first()).toBeVisible();
    await expect(queueList(page).locator(`a[data-status-id="${statusId}"]`)).toHaveCount(0);
    await queueList(page).getByRole('link').filter({ hasNotText: text().overdue }).first().click();
    const points = submission(page).getByRole('spinbutton');
    const label = (await submission(page).getByText(text().points).textContent()) ?? '';
    const max = label.match(text().points)?.[1] ?? '0';
    await expect(points).toHaveValue(max);
    await points.fill(String(Number(max) + 1));
    await submission(page).getByRole('button', { name: text().accept, exact: true }).click();
    await expect(submission(page).getByText(text().pointsRange)).toBeVisible();
    await points.fill(max);
    await points.press('Enter');
    await expect(submission(page).getByRole('status')).toContainText(text().accepted);
    await expect(submission(page).getByRole('status')).toContainText(text().given(max));
    await expectAccessible(page);
    await screenshot(page, `staff/homework-accepted-${language()}`);
  },
);

test('the other school: its own queue, read at this width', desktopOnly, async ({ page }) => {
  const school = looking();
  await signInToDesk(page, school);
  await page.goto(`${origin(school)}/staff/homework`);
  const items = queueList(page).getByRole('link');
  await expect(items.first()).toBeVisible();
  await expect(items.filter({ hasText: text().overdue }).first()).toBeVisible();
  await screenshot(page, `staff/homework-other-queue-${language()}`);
  await items.last().click();
  await expect(submission(page).getByText(text().waitingForReview).first()).toBeVisible();
  if (isPhone()) {
    // One pane at a time on a phone: the way back to the queue.
    await expect(page.getByRole('region', { name: text().queue })).toBeHidden();
    await submission(page).getByRole('link', { name: text().back }).click();
    await expect(items.first()).toBeVisible();
  }
  await screenshot(page, `staff/homework-other-submission-${language()}`);
});
