import { type Browser, expect, type Page, test } from '@playwright/test';
import { DEMO, expectAccessible, SCHOOL_URLS, screenshot, signInOnScreen, useLanguage } from '../support';
import { desktopOnly, phoneOnly } from '../support/projects';

// Issue 9, spec 02 §2, §4, §5: the learner books a video consultation in each demo school
// (seedVideoConsultations: three per stream, a schedule on weekdays), sees it waiting for
// confirmation; the school's expert confirms it on the desk (the staff app) and later marks it
// complete; the learner sees the confirmed time, then finds it in History. Phone and desktop.

const SCHOOLS = {
  mindful: {
    url: SCHOOL_URLS.localhost,
    lang: 'ru',
    learner: DEMO.mindful,
    expert: 'expert@demo.school',
    phone: '+7 912 345-67-89',
    text: {
      title: 'Видеоконсультации',
      book: 'Записаться',
      phone: 'Телефон',
      note: 'Комментарий (необязательно)',
      time: 'Время',
      badPhone: 'Такого номера телефона не существует',
      waiting: 'Ожидает подтверждения',
      confirmed: 'Подтверждена',
      complete: 'Завершена',
      history: 'История',
      available: 'Доступные',
      bookFor: /^Записаться на видеоконсультацию: /,
      deskEmail: 'Эл. почта',
      deskPassword: 'Пароль',
      deskSignIn: 'Войти',
      deskTitle: 'Видеоконсультации',
      deskConfirmedTab: 'Подтверждённые',
      deskConfirm: 'Подтвердить это время',
      deskComplete: 'Отметить как завершённую',
    },
  },
  facefit: {
    url: SCHOOL_URLS.loopbackIp,
    lang: 'en',
    learner: DEMO.facefit,
    expert: 'expert@facefit.school',
    phone: '+44 7400 123456',
    text: {
      title: 'Video consultations',
      book: 'Book',
      phone: 'Phone',
      note: 'Comment (optional)',
      time: 'Time',
      badPhone: 'This is not a valid phone number',
      waiting: 'Waiting for confirmation',
      confirmed: 'Confirmed',
      complete: 'Complete',
      history: 'History',
      available: 'Available',
      bookFor: /^Book a video consultation: /,
      deskEmail: 'Email',
      deskPassword: 'Password',
      deskSignIn: 'Sign in',
      deskTitle: 'Video consultations',
      deskConfirmedTab: 'Confirmed',
      deskConfirm: 'Confirm this time',
      deskComplete: 'Mark complete',
    },
  },
} as const;
type School = (typeof SCHOOLS)[keyof typeof SCHOOLS];

const origin = (school: School) => school.url.replace(/\/class\/$/, '');

/** The school's expert opens the desk's video consultations in a browser of their own. */
async function openDesk(browser: Browser, page: Page, school: School): Promise<Page> {
  const context = await browser.newContext({
    viewport: page.viewportSize(),
    isMobile: test.info().project.name === 'phone',
    hasTouch: test.info().project.name === 'phone',
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

async function signIn(page: Page, school: School) {
  await useLanguage(page, school.lang);
  await page.goto(school.url);
  await signInOnScreen(page, school.lang, school.learner.email, school.learner.password);
  await expect(page).toHaveURL(/\/course/);
}

// One school per project (decision 108): the Russian school at desktop width, FaceFit on a phone,
// so the booking screens are read at both widths and in both themes, each once.
for (const [name, school] of Object.entries(SCHOOLS)) {
  test(
    `${name}: book a video consultation, the expert confirms and completes it`,
    name === 'mindful' ? desktopOnly : phoneOnly,
    async ({ page, browser }) => {
      const project = test.info().project.name;
      const { text } = school;
      await signIn(page, school);

      await page.goto(`${school.url}videoconsultations`);
      await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
      await expect(page.getByRole('tab', { name: text.available })).toHaveAttribute('aria-selected', 'true');
      await expectAccessible(page);
      await screenshot(page, `video-consultations/${name}-list`);

      // Open one that is not booked yet.
      await page.getByRole('link', { name: text.bookFor }).first().click();
      await expect(page).toHaveURL(/\/videoconsultations\/\d+$/);
      const id = Number(/(\d+)$/.exec(page.url())![1]);

      // spec 02 §5: the phone must be a real number; the form says so and sends nothing.
      await page.getByLabel(text.time, { exact: true }).selectOption({ index: 1 });
      await page.getByLabel(text.phone, { exact: true }).fill('12345');
      await page.getByRole('button', { name: text.book, exact: true }).click();
      await expect(page.getByText(text.badPhone)).toBeVisible();
      await expect(page.getByLabel(text.phone, { exact: true })).toBeFocused();
      await screenshot(page, `video-consultations/${name}-form-bad-phone`);

      await page.getByLabel(text.phone, { exact: true }).fill(school.phone);
      await page.getByLabel(text.note, { exact: true }).fill(`e2e ${project}`);
      await page.getByRole('button', { name: text.book, exact: true }).click();
      await expect(page.locator('p[data-status="waiting"]')).toContainText(text.waiting);
      const requested = await page.locator('dd[data-field="when"]').innerText();
      await expectAccessible(page);
      await screenshot(page, `video-consultations/${name}-waiting`);

      // The expert confirms it at the learner's time on the desk; the learner's open screen shows it.
      const desk = await openDesk(browser, page, school);
      const item = desk.locator(`li[data-request-id="${id}"]`);
      await expect(item).toContainText(school.phone.replace(/[^+\d]/g, ''));
      await expect(item).toContainText(`e2e ${project}`);
      await expectAccessible(desk);
      await screenshot(desk, `video-consultations/${name}-desk-waiting`);
      await item.getByRole('button', { name: text.deskConfirm }).click();
      await expect(item).toHaveCount(0);
      await desk.getByRole('tab', { name: text.deskConfirmedTab }).click();
      await expect(desk.locator(`li[data-request-id="${id}"]`)).toHaveAttribute('data-status', 'confirmed');
      await expect(desk.locator(`li[data-request-id="${id}"] [data-field="when"]`)).toBeVisible();
      await screenshot(desk, `video-consultations/${name}-desk-confirmed`);
      // No reload: the confirmation arrives over the learner's session socket (decision 055).
      await expect(page.locator('p[data-status="confirmed"]')).toContainText(text.confirmed);
      await expect(page.locator('dd[data-field="when"]')).toHaveText(requested);
      await expect(page.getByRole('button', { name: text.book, exact: true })).toHaveCount(0);
      await screenshot(page, `video-consultations/${name}-confirmed`);

      // Complete: it moves to History; the tabs work by keyboard.
      await desk
        .locator(`li[data-request-id="${id}"]`)
        .getByRole('button', { name: text.deskComplete })
        .click();
      await expect(desk.locator(`li[data-request-id="${id}"]`)).toHaveCount(0);
      await desk.context().close();
      await page.goto(`${school.url}videoconsultations`);
      await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
      await expect(page.getByRole('tab', { name: text.available })).toHaveAttribute('aria-selected', 'true');
      await expect(page.locator(`[data-video-consultation-id="${id}"]`)).toHaveCount(0);
      const firstTab = page.getByRole('tab').first();
      await firstTab.focus();
      await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('tab', { name: text.history })).toHaveAttribute('aria-selected', 'true');
      await expect(page.locator(`[data-video-consultation-id="${id}"]`)).toHaveAttribute(
        'data-status',
        'complete',
      );
      await expect(page.locator(`[data-video-consultation-id="${id}"]`)).toContainText(text.complete);
      await screenshot(page, `video-consultations/${name}-history`);
    },
  );
}
