import { type Browser, expect, type Page, test } from '@playwright/test';
import { DEMO, expectAccessible, SCHOOL_URLS, screenshot, signInOnScreen, useLanguage } from '../support';
import { desktopOnly, phoneOnly } from '../support/projects';

// Issue 32, decision 142: the expert confirms a booked video consultation with a meeting link on
// the desk (an http link is refused first), the learner sees the confirmation with the link's
// promise, and "Join" only inside its window: from 10 minutes before the start to the end of the
// slot, on the consultation's screen and on its item in the list. The learner's clock is moved
// with Playwright's clock; the server's is left alone.

const SCHOOLS = {
  mindful: {
    url: SCHOOL_URLS.localhost,
    lang: 'ru',
    learner: DEMO.mindful,
    expert: 'expert@demo.school',
    text: {
      book: 'Записаться',
      bookFor: /^Записаться на видеоконсультацию: /,
      phone: 'Телефон',
      time: 'Время',
      waiting: 'Ожидает подтверждения',
      confirmed: 'Подтверждена',
      deskEmail: 'Эл. почта',
      deskPassword: 'Пароль',
      deskSignIn: 'Войти',
      deskTitle: 'Видеоконсультации',
      deskConfirmedTab: 'Подтверждённые',
      deskConfirm: 'Подтвердить это время',
      link: 'Ссылка на встречу (необязательно)',
      note: 'Заметка для ученика (необязательно)',
      badLink: 'Укажите защищённую ссылку, начинающуюся с https://.',
      joinLater: 'Кнопка «Подключиться» появится здесь за 10 минут до начала.',
      join: /^Подключиться к видеоконсультации: /,
      over: 'Время этой видеоконсультации прошло.',
    },
  },
  facefit: {
    url: SCHOOL_URLS.loopbackIp,
    lang: 'en',
    learner: DEMO.facefit,
    expert: 'expert@facefit.school',
    text: {
      book: 'Book',
      bookFor: /^Book a video consultation: /,
      phone: 'Phone',
      time: 'Time',
      waiting: 'Waiting for confirmation',
      confirmed: 'Confirmed',
      deskEmail: 'Email',
      deskPassword: 'Password',
      deskSignIn: 'Sign in',
      deskTitle: 'Video consultations',
      deskConfirmedTab: 'Confirmed',
      deskConfirm: 'Confirm this time',
      link: 'Meeting link (optional)',
      note: 'Note for the learner (optional)',
      badLink: 'Enter a secure link that starts with https://.',
      joinLater: 'The “Join” button appears here 10 minutes before the start.',
      join: /^Join the video consultation: /,
      over: 'The time of this video consultation is over.',
    },
  },
} as const;
type School = (typeof SCHOOLS)[keyof typeof SCHOOLS];

const origin = (school: School) => school.url.replace(/\/class\/$/, '');
const MINUTE = 60_000;

async function openDesk(browser: Browser, page: Page, school: School): Promise<Page> {
  const phone = test.info().project.name === 'phone';
  const context = await browser.newContext({
    viewport: page.viewportSize(),
    isMobile: phone,
    hasTouch: phone,
  });
  const desk = await context.newPage();
  await useLanguage(desk, school.lang);
  await desk.goto(`${origin(school)}/staff/`);
  await expect(desk).toHaveURL(/\/staff\/sign-in$/);
  await desk.getByLabel(school.text.deskEmail).fill(school.expert);
  await desk.getByLabel(school.text.deskPassword).fill(school.learner.password);
  await desk.getByRole('button', { name: school.text.deskSignIn }).click();
  await expect(desk).not.toHaveURL(/sign-in/);
  await desk.goto(`${origin(school)}/staff/video-consultations`);
  await expect(desk.getByRole('heading', { level: 1, name: school.text.deskTitle })).toBeVisible();
  return desk;
}

// One school per project (decision 108): Mindful in Russian at desktop width, FaceFit on a phone.
for (const [name, school] of Object.entries(SCHOOLS)) {
  test(
    `${name}: the expert confirms with a meeting link, the learner joins in its window`,
    name === 'mindful' ? desktopOnly : phoneOnly,
    async ({ page, browser }) => {
      const { text } = school;
      const link = `https://meet.example.com/e2e-${name}`;
      await useLanguage(page, school.lang);
      await page.goto(school.url);
      await signInOnScreen(page, school.lang, school.learner.email, school.learner.password);
      await expect(page).toHaveURL(/\/course/);

      // The learner books a time (the time select's value is the start, ms).
      await page.goto(`${school.url}videoconsultations`);
      await page.getByRole('link', { name: text.bookFor }).first().click();
      await expect(page).toHaveURL(/\/videoconsultations\/\d+$/);
      const id = Number(/(\d+)$/.exec(page.url())![1]);
      const time = page.getByLabel(text.time, { exact: true });
      await time.selectOption({ index: 1 });
      const start = Number(await time.inputValue());
      await page.getByLabel(text.phone, { exact: true }).fill('+44 7400 123456');
      await page.getByRole('button', { name: text.book, exact: true }).click();
      await expect(page.locator('p[data-status="waiting"]')).toContainText(text.waiting);

      // The expert: an http link is refused on the desk, an https one confirms.
      const desk = await openDesk(browser, page, school);
      const item = desk.locator(`li[data-request-id="${id}"]`);
      await item.getByLabel(text.link).fill('http://meet.example.com/plain');
      await item.getByRole('button', { name: text.deskConfirm }).click();
      await expect(item.getByText(text.badLink)).toBeVisible();
      await expect(item.getByLabel(text.link)).toHaveAttribute('aria-invalid', 'true');
      await screenshot(desk, `meeting-links/${name}-desk-bad-link`);
      await item.getByLabel(text.link).fill(link);
      await item.getByLabel(text.note).fill('Camera on, please');
      await expectAccessible(desk);
      await item.getByRole('button', { name: text.deskConfirm }).click();
      await expect(item).toHaveCount(0);
      await desk.getByRole('tab', { name: text.deskConfirmedTab }).click();
      const confirmed = desk.locator(`li[data-request-id="${id}"]`);
      await expect(confirmed.locator('[data-field="meeting-url"] a')).toHaveAttribute('href', link);
      await screenshot(desk, `meeting-links/${name}-desk-confirmed`);
      await desk.context().close();

      // The learner's open screen hears the confirmation: no Join yet, it says when it comes.
      await expect(page.locator('p[data-status="confirmed"]')).toContainText(text.confirmed);
      await expect(page.getByText(text.joinLater)).toBeVisible();
      await expect(page.getByText('Camera on, please')).toBeVisible();
      await expect(page.getByRole('link', { name: text.join })).toHaveCount(0);

      // Five minutes before the start: Join, to the meeting, in a new tab.
      await page.clock.setFixedTime(new Date(start - 5 * MINUTE));
      await page.reload();
      const join = page.getByRole('link', { name: text.join });
      await expect(join).toBeVisible();
      await expect(join).toHaveAttribute('href', link);
      await expect(join).toHaveAttribute('target', '_blank');
      await join.focus();
      await expect(join).toBeFocused();
      await expectAccessible(page);
      await screenshot(page, `meeting-links/${name}-join`);

      // Eleven minutes before, and past the slot's end (30 minutes in the demo): none.
      await page.clock.setFixedTime(new Date(start - 11 * MINUTE));
      await page.reload();
      await expect(page.getByText(text.joinLater)).toBeVisible();
      await expect(page.getByRole('link', { name: text.join })).toHaveCount(0);
      await page.clock.setFixedTime(new Date(start + 61 * MINUTE));
      await page.reload();
      await expect(page.getByText(text.over)).toBeVisible();
      await expect(page.getByRole('link', { name: text.join })).toHaveCount(0);

      // The list of consultations has Join on the item too, in the same window, coming and going
      // as the learner's clock passes, without a reload (the clock flows again from here).
      await page.clock.setSystemTime(new Date(start - 11 * MINUTE));
      await page.goto(`${school.url}videoconsultations`);
      const listItem = page.locator(`li[data-video-consultation-id="${id}"]`);
      await expect(listItem).toContainText(text.confirmed);
      const listJoin = listItem.getByRole('link', { name: text.join });
      await expect(listJoin).toHaveCount(0);
      await page.clock.fastForward(2 * MINUTE);
      await expect(listJoin).toBeVisible();
      await expect(listJoin).toHaveAttribute('href', link);
      await expect(listJoin).toHaveAttribute('target', '_blank');
      await expect(listJoin).toHaveAttribute('rel', /\bnoopener\b/);
      await listJoin.focus();
      await expect(listJoin).toBeFocused();
      await expectAccessible(page);
      await screenshot(page, `meeting-links/${name}-list-join`);
      // Past the slot's end (start plus 30 minutes): the item stays, Join goes.
      await page.clock.fastForward(40 * MINUTE);
      await expect(listJoin).toHaveCount(0);
      await expect(listItem).toContainText(text.confirmed);
    },
  );
}
