import { expect, type Page, test } from '@playwright/test';
import { DEMO, expectAccessible, SCHOOL_URLS, screenshot, signOutOnScreen } from '../support';
import { desktopOnly, phoneOnly } from '../support/projects';

// Issue 2: the walking skeleton, through a real browser, the built app and the real API.

async function signIn(
  page: Page,
  labels: { email: string; password: string; submit: string },
  email: string,
  password: string,
) {
  await page.getByLabel(labels.email, { exact: true }).fill(email);
  await page.getByLabel(labels.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: labels.submit, exact: true }).click();
}

const ru = { email: 'Электронная почта', password: 'Пароль', submit: 'Войти' };
const en = { email: 'E-mail', password: 'Password', submit: 'Sign in' };

test.describe('a new learner', () => {
  test(
    'sees Russian, switches to English, signs in, stays signed in on reload, signs out',
    phoneOnly,
    async ({ page }) => {
      await page.goto(SCHOOL_URLS.localhost);
      await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
      await expect(page.getByRole('heading', { level: 1, name: 'Вход' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Зарегистрироваться' })).toBeVisible();
      await screenshot(page, 'login-ru');
      await expectAccessible(page);

      await page.getByRole('combobox', { name: 'Язык' }).selectOption('en');
      const dialog = page.getByRole('dialog', { name: 'Сменить язык?' });
      await expect(dialog).toBeVisible();
      await screenshot(page, 'language-modal');
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'Перезагрузить' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await screenshot(page, 'login-en');

      // The e-mail is trimmed and lower-cased before it is sent (spec 01 §5).
      await signIn(page, en, `  ${DEMO.mindful.email.toUpperCase()} `, DEMO.mindful.password);
      await expect(page).toHaveURL(/\/class\/course$/);
      await expect(page.getByRole('heading', { level: 1, name: 'My courses' })).toBeVisible();
      await expect(page.getByText(DEMO.mindful.course)).toBeVisible();
      await screenshot(page, 'courses-en');
      await expectAccessible(page);

      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'My courses' })).toBeVisible();

      await signOutOnScreen(page, 'en');
      await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
      // Signed out for real: the courses screen now asks to sign in again.
      await page.goto(`${SCHOOL_URLS.localhost}course`);
      await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    },
  );

  test(
    'with a wrong password sees the error under the field and the restore button',
    desktopOnly,
    async ({ page }) => {
      await page.goto(SCHOOL_URLS.localhost);
      await expect(page.getByRole('button', { name: 'Восстановить' })).toHaveCount(0);
      await signIn(page, ru, DEMO.mindful.email, 'not-the-password');
      const password = page.getByLabel(ru.password, { exact: true });
      await expect(password).toHaveAttribute('aria-invalid', 'true');
      // The server's message is shown under the password field and tied to it.
      const describedBy = (await password.getAttribute('aria-describedby')) ?? '';
      const fieldErrors = page.locator(
        describedBy
          .split(' ')
          .map((id) => `[id="${id}"]`)
          .join(','),
      );
      await expect(fieldErrors.filter({ hasText: 'Неверный e-mail или пароль.' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Восстановить' })).toBeVisible();
      await screenshot(page, 'login-wrong-password');
      await expectAccessible(page);
    },
  );

  test('is asked for an e-mail and a password before anything is sent', phoneOnly, async ({ page }) => {
    await page.goto(SCHOOL_URLS.localhost);
    await page.getByRole('button', { name: ru.submit, exact: true }).click();
    await expect(page.getByLabel(ru.email, { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel(ru.password, { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await screenshot(page, 'login-empty');
  });

  test('signs in by keyboard alone', desktopOnly, async ({ page }) => {
    await page.goto(SCHOOL_URLS.localhost);
    await page.getByLabel(ru.email, { exact: true }).focus();
    await page.keyboard.type(DEMO.mindful.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(DEMO.mindful.password);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Мои курсы' })).toBeVisible();
    // The skip link is the first thing the keyboard reaches, and it takes the focus past the
    // menus. Checked in the page's order, not by the first Tab: the screen may have moved the
    // focus itself by then (to its title), and a Tab from there goes on past the link.
    const skip = page.getByRole('link', { name: 'Перейти к содержимому' });
    const first = page
      .locator('a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])')
      .first();
    await expect(first).toHaveText('Перейти к содержимому');
    // Then the header in its reading order: its first row left to right (logo, the learner,
    // language, exit), then the menu's row.
    const places = await page
      .locator('header')
      .locator('a[href], select, button')
      .evaluateAll((elements) =>
        elements
          .filter((element) => element.getClientRects().length > 0)
          .map((element) => {
            const box = element.getBoundingClientRect();
            return { y: box.top + box.height / 2, x: box.left };
          }),
      );
    places.slice(1).forEach((place, index) => {
      const before = places[index]!;
      const sameRow = Math.abs(place.y - before.y) < 16;
      expect(sameRow ? place.x > before.x : place.y > before.y, `header item ${index + 1}`).toBe(true);
    });
    await skip.focus();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement))).toBe(
      true,
    );
    await expect(page).toHaveURL(/\/class\/course$/);
    await signOutOnScreen(page, 'ru');
    await expect(page.getByRole('heading', { level: 1, name: 'Вход' })).toBeVisible();
  });

  test('is sent to sign in from a signed-in screen, and comes back to it', phoneOnly, async ({ page }) => {
    await page.goto(`${SCHOOL_URLS.localhost}course`);
    await expect(page.getByRole('heading', { level: 1, name: 'Вход' })).toBeVisible();
    await signIn(page, ru, DEMO.mindful.email, DEMO.mindful.password);
    await expect(page).toHaveURL(/\/class\/course$/);
    await page.goto(`${SCHOOL_URLS.localhost}no/such/page`);
    await expect(page.getByRole('heading', { name: 'Страница не найдена' })).toBeVisible();
    await screenshot(page, 'not-found');
    await expectAccessible(page);
    await page.getByRole('link', { name: 'К моим курсам' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Мои курсы' })).toBeVisible();
    await page.goto(`${SCHOOL_URLS.localhost}logout`);
    await expect(page.getByRole('heading', { level: 1, name: 'Вход' })).toBeVisible();
  });
});

test.describe('white-labelling', () => {
  test(
    "the second school's host shows its own logo, colours, language and no register link",
    desktopOnly,
    async ({ page }) => {
      await page.goto(SCHOOL_URLS.loopbackIp);
      await expect(page.getByRole('img', { name: 'FaceFit' }).first()).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
      const primary = await page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(),
      );
      expect(primary).toBe('#be185d');
      await expect(page).toHaveTitle(/FaceFit/);
      await expect(page.getByRole('link', { name: 'Register' })).toHaveCount(0);
      // Registration is off, and the school has a user manual instead (spec 01 §2).
      await expect(page.getByRole('button', { name: 'User manual' })).toBeVisible();
      await expect(page.getByText('© FaceFit')).toBeVisible();
      await screenshot(page, 'login-second-school');
      await expectAccessible(page);

      // Its learner signs in there; the first school's learner does not exist there.
      await signIn(page, en, DEMO.mindful.email, DEMO.mindful.password);
      await expect(page.getByRole('button', { name: 'Restore' })).toBeVisible();
      await signIn(page, en, DEMO.facefit.email, DEMO.facefit.password);
      await expect(page.getByText(DEMO.facefit.course)).toBeVisible();
      await expect(page.getByText(DEMO.mindful.course)).toHaveCount(0);
      await screenshot(page, 'courses-second-school');
      await signOutOnScreen(page, 'en');
    },
  );

  test('the first school shows its own logo and colours', phoneOnly, async ({ page }) => {
    await page.goto(SCHOOL_URLS.localhost);
    await expect(page.getByRole('img', { name: 'Mindful School' }).first()).toBeVisible();
    const primary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(),
    );
    expect(primary).toBe('#0f766e');
  });

  test(
    'a host that belongs to no school says so, without a retry that cannot help',
    desktopOnly,
    async ({ page, browser }) => {
      // No school, so no school's language: the browser's (issue 27; Playwright's is en-US).
      await page.goto(SCHOOL_URLS.unknown);
      const dialog = page.getByRole('dialog', { name: 'This address is not a school' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Retry' })).toHaveCount(0);
      // Issue 28: on an empty installation this is the first screen; it says what makes the school.
      await expect(dialog).toContainText('Are you setting up this platform?');
      await expect(dialog.locator('pre code')).toHaveText(
        'npm run staff -- create-school --host no-such-school.test --name "My school"',
      );
      await screenshot(page, 'config-failure');
      await expectAccessible(page);
      const spanish = await browser.newContext({ locale: 'es-ES' });
      try {
        const other = await spanish.newPage();
        await other.goto(SCHOOL_URLS.unknown);
        const dialogEs = other.getByRole('dialog', { name: 'Esta dirección no es una escuela' });
        await expect(dialogEs).toBeVisible();
        await expect(dialogEs.locator('pre code')).toHaveText(
          'npm run staff -- create-school --host no-such-school.test --name "Mi escuela"',
        );
      } finally {
        await spanish.close();
      }
    },
  );

  test(
    'the desk at a host of no school says how to make the school, in the browser language (issue 28)',
    desktopOnly,
    async ({ page, browser }) => {
      // Playwright's browser is en-US: English, not the "could not load the school's settings" in Russian.
      const desk = SCHOOL_URLS.unknown.replace('/class/', '/staff/');
      await page.goto(desk);
      await expect(
        page.getByRole('heading', { level: 1, name: 'There is no school at this address yet' }),
      ).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      const commands = page.locator('pre code');
      await expect(commands).toContainText(
        'npm run staff -- create-school --host no-such-school.test --name "My school"',
      );
      await expect(commands).toContainText(
        'npm run staff -- create-admin --host no-such-school.test --email you@example.com',
      );
      await expect(page.getByRole('button', { name: 'Check again' })).toBeVisible();
      await screenshot(page, 'staff-no-school');
      await expectAccessible(page);
      const spanish = await browser.newContext({ locale: 'es-ES' });
      try {
        const other = await spanish.newPage();
        await other.goto(desk);
        await expect(
          other.getByRole('heading', { level: 1, name: 'Todavía no hay ninguna escuela en esta dirección' }),
        ).toBeVisible();
        await expect(other.locator('pre code')).toContainText('--name "Mi escuela"');
      } finally {
        await spanish.close();
      }
    },
  );
});
