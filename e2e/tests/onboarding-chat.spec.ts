import { expect, type Page, test } from '@playwright/test';
import {
  DEMO,
  E2E_PORT,
  expectAccessible,
  screenshot,
  signInOnScreen,
  uniqueEmail,
  useLanguage,
} from '../support';
import { desktopOnly, phoneOnly } from '../support/projects';

// Issue 15, registration by chat (decision 088): the demo's first school registers by chat on
// chat.localhost (its own brand, `userInfoChat` on). A new learner answers in one sitting up to
// the password, leaves, signs in again on another device, resumes at the next question and
// finishes; every answer lands on the real server. Real browser, built app, real API.

const CHAT_SCHOOL = `http://chat.localhost:${E2E_PORT}/class/`;
const PASSWORD = 'chat-pass-42';
const PNG_8X8 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGO44NCAFTEMLQkAJxFkAVMDeE8AAAAASUVORK5CYII=',
  'base64',
);

const log = (page: Page) => page.getByRole('log');

/** The account as the server has it, read with the page's own token. */
async function serverUser(page: Page) {
  return page.evaluate(async () => {
    const token = window.localStorage.getItem('cp.token');
    const response = await fetch('/spa/api/v1/user?lang=en', {
      headers: { Authorization: `Bearer ${token}` },
    });
    return (await response.json()) as {
      status: number;
      name: string;
      birthday: string | null;
      avatar: string | null;
    };
  });
}

/**
 * Skips the optional questions this browser can be asked (a network to link where the school has
 * clients, notifications where the browser can still allow them) until the birthday is asked.
 */
async function skipToBirthday(page: Page, birthdayQuestion: string) {
  const socials = log(page).getByText('Would you like to link a social network to sign in with one tap?');
  const push = log(page).getByText('Shall we remind you of your practice?');
  const birthday = log(page).getByText(birthdayQuestion);
  await expect(socials.or(push).or(birthday).first()).toBeVisible({ timeout: 10_000 });
  if (await socials.isVisible()) {
    await page.getByRole('button', { name: 'Skip' }).click();
    await expect(push.or(birthday).first()).toBeVisible();
  }
  if (await push.isVisible()) {
    await page.getByRole('button', { name: 'Skip' }).click();
  }
  await expect(birthday).toBeVisible();
}

test(
  'a new learner registers by chat, leaves after the password, comes back and finishes',
  phoneOnly,
  async ({ browser }) => {
    test.setTimeout(120_000);
    const email = uniqueEmail('chat');
    // Each device is a context of its own (the project's viewport; nothing shared but the server).
    const first = await (await browser.newContext()).newPage();
    await useLanguage(first, 'en');

    // The sign-up entry of a school that registers by chat leads to the chat.
    await first.goto(`${CHAT_SCHOOL}signup`);
    await expect(first).toHaveURL(/\/user-info-chat$/);
    await expect(log(first).getByText('Hello! I will help you start with Mindful School.')).toBeVisible();
    await expect(log(first).getByText('How shall we call you?')).toBeVisible();
    const name = first.getByLabel('First name');
    await expect(name).toBeFocused();
    await screenshot(first, 'onboarding/chat-start');

    // Keyboard only: Enter sends; an empty answer is refused in the learner's language.
    await first.keyboard.press('Enter');
    await expect(first.getByText('Enter your name.')).toBeVisible();
    await first.keyboard.type('Ana');
    await first.keyboard.press('Enter');
    // The learner's own lines are marked for screen readers ("You: …").
    await expect(log(first).getByText('You: Ana')).toBeVisible();

    // The e-mail: the spec's rule first, then the server's check (an address already taken).
    await expect(log(first).getByText('What is your e-mail? You will sign in with it.')).toBeVisible();
    const emailField = first.getByLabel('E-mail');
    await expect(emailField).toBeFocused();
    await first.keyboard.type('ana@');
    await first.keyboard.press('Enter');
    await expect(first.getByText('Enter a valid e-mail such as anna@example.com.')).toBeVisible();
    await emailField.fill(DEMO.mindful.email);
    await first.keyboard.press('Enter');
    await expect(first.getByText(/already been taken/)).toBeVisible();
    await screenshot(first, 'onboarding/chat-errors');
    await emailField.fill(email);
    await first.keyboard.press('Enter');

    // The password twice: a mismatch is refused; a good one makes the account (status 20).
    await expect(log(first).getByText('Choose a password for your account.')).toBeVisible();
    await expect(first.getByLabel('Password', { exact: true })).toBeFocused();
    await first.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await first.getByLabel('Repeat the password').fill('something-else');
    await first.keyboard.press('Enter');
    await expect(first.getByText('The field does not match.')).toBeVisible();
    await first.getByLabel('Repeat the password').fill(PASSWORD);
    await first.keyboard.press('Enter');
    await expect(log(first).getByText('Password chosen')).toBeVisible({ timeout: 20_000 });
    await expect.poll(async () => (await serverUser(first)).status).toBe(20);
    expect((await serverUser(first)).name).toBe('Ana');
    await first.context().close();

    // Another device: sign in; the prompt leads back into the chat at the next question.
    const second = await (await browser.newContext()).newPage();
    await useLanguage(second, 'en');
    await second.goto(CHAT_SCHOOL);
    await signInOnScreen(second, 'en', email, PASSWORD);
    await expect(second).toHaveURL(/\/course$/, { timeout: 20_000 });
    const prompt = second.getByRole('region', { name: 'Registration' });
    await expect(prompt).toContainText('A few questions are left to finish your registration.');
    await screenshot(second, 'onboarding/resume-prompt');
    await prompt.getByRole('link', { name: 'Continue' }).click();
    await expect(second).toHaveURL(/\/user-info-chat$/);
    await expect(log(second).getByText("Welcome back! Let's go on where we stopped.")).toBeVisible();
    await expect(log(second).getByText('How shall we call you?')).toHaveCount(0);
    await expect(log(second).getByText('Choose a password for your account.')).toHaveCount(0);

    const birthdayQuestion = 'When is your birthday? We have a gift for that day.';
    await skipToBirthday(second, birthdayQuestion);
    await screenshot(second, 'onboarding/resumed');
    await expectAccessible(second);
    const birthday = second.getByLabel('Birthday');
    await expect(birthday).toBeFocused();
    await birthday.fill('31.02.1990');
    await second.keyboard.press('Enter');
    await expect(second.getByText('Enter a real date as DD.MM.YYYY.')).toBeVisible();
    expect((await serverUser(second)).status).toBe(20);
    await birthday.fill('21.03.1990');
    await second.keyboard.press('Enter');
    await expect(log(second).getByText('21.03.1990')).toBeVisible();
    await expect.poll(async () => (await serverUser(second)).status).toBe(30);

    // The avatar: a picture from the device; then the school's goodbye and the courses.
    await expect(log(second).getByText('Finally, add a photo for your profile.')).toBeVisible();
    await expect(second.getByRole('button', { name: 'Choose a photo' })).toBeFocused();
    await second
      .locator('input[type="file"]')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG_8X8 });
    await expect(log(second).getByText('All set! Your first lesson is waiting.')).toBeVisible({
      timeout: 20_000,
    });
    const done = await serverUser(second);
    expect(done).toMatchObject({ status: 40, name: 'Ana', birthday: '21.03.1990' });
    expect(done.avatar).toBeTruthy();
    await screenshot(second, 'onboarding/chat-done');
    await second.getByRole('link', { name: 'Go to my courses' }).click();
    await expect(second).toHaveURL(/\/course$/);
    await expect(second.getByRole('region', { name: 'Registration' })).toHaveCount(0);
    await second.context().close();
  },
);

test(
  'a language the school did not write its lines in gets the app’s own words',
  desktopOnly,
  async ({ page }) => {
    await useLanguage(page, 'es');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`${CHAT_SCHOOL}user-info-chat`);
    await expect(log(page).getByText('¡Hola! Unas pocas preguntas y tu cuenta estará lista.')).toBeVisible();
    await expect(log(page).getByText('¿Cómo te llamas?')).toBeVisible();
    await page.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByText('Escribe tu nombre.')).toBeVisible();
    await screenshot(page, 'onboarding/chat-es');
  },
);

test('a school without the chat keeps its sign-up form', phoneOnly, async ({ page }) => {
  await useLanguage(page, 'en');
  await page.goto(`http://localhost:${E2E_PORT}/class/signup`);
  await expect(page).toHaveURL(/\/signup$/);
  await page.goto(`http://localhost:${E2E_PORT}/class/user-info-chat`);
  await expect(page).toHaveURL(/\/class\/?$/);
});
