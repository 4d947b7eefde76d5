import { expect, type Page, test } from '@playwright/test';
import {
  expectAccessible,
  expectSessionEnded,
  NEW_PASSWORD,
  SCHOOL_URLS,
  screenshot,
  signInOnScreen,
  signUpByAppIdApi,
  storedToken,
  uniqueEmail,
  useLanguage,
} from '../support';
import { desktopOnly, phoneOnly } from '../support/projects';

// Issue 3, single session on the web: a new sign-in of the same learner ends the other web
// session, whose page hears it over the WebSocket at once (spec 01 §4 'logout' event).
// The learners live on the second school (its own sign-up rate limit; accounts.spec.ts
// signs up on the first).

const SCHOOL = SCHOOL_URLS.loopbackIp;
const API = '/spa/api/v1';

/** Resolves once the page's event socket has said `ready` (it is open and registered). */
function socketReady(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).includes('"ready"')) resolve();
      });
    });
  });
}

test.describe('single session', () => {
  test(
    'a second browser signs the first out at once; the first comes back where it was (en)',
    phoneOnly,
    async ({ browser, request }) => {
      const email = uniqueEmail('single');
      await signUpByAppIdApi(request, SCHOOL, email);
      const first = await browser.newContext();
      const second = await browser.newContext();
      try {
        const pageA = await first.newPage();
        await useLanguage(pageA, 'en');
        const readyA = socketReady(pageA);
        await pageA.goto(`${SCHOOL}user/social-networks`);
        await signInOnScreen(pageA, 'en', email, NEW_PASSWORD);
        await expect(pageA.getByRole('heading', { level: 1, name: 'Social networks' })).toBeVisible();
        await readyA;
        const tokenA = (await storedToken(pageA)) as string;

        const pageB = await second.newPage();
        await useLanguage(pageB, 'en');
        const readyB = socketReady(pageB);
        await pageB.goto(SCHOOL);
        await signInOnScreen(pageB, 'en', email, NEW_PASSWORD);
        await expect(pageB.getByRole('heading', { level: 1, name: 'My courses' })).toBeVisible();

        // The first page did nothing: the server's event took it to sign-in with the notice.
        await expect(pageA.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible({
          timeout: 5000,
        });
        await expect(pageA.getByRole('alert')).toHaveText(
          'Your session is open on a different device. Sign in again to continue here.',
        );
        expect(await storedToken(pageA)).toBeNull();
        await expectSessionEnded(request, SCHOOL, tokenA);
        await screenshot(pageA, 'sessions/other-device-en');
        await expectAccessible(pageA);

        // Signing in again there returns to the remembered screen, and signs the second one out.
        await readyB;
        await signInOnScreen(pageA, 'en', email, NEW_PASSWORD);
        await expect(pageA).toHaveURL(/\/class\/user\/social-networks$/);
        await expect(pageB.getByRole('alert')).toHaveText(/different device/);
        await expect(pageB.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
      } finally {
        await first.close();
        await second.close();
      }
    },
  );

  test(
    'a password changed on the phone app ends the web session with its own notice (ru)',
    desktopOnly,
    async ({ page, request }) => {
      const email = uniqueEmail('pwchange');
      await signUpByAppIdApi(request, SCHOOL, email);
      await useLanguage(page, 'ru');
      const ready = socketReady(page);
      await page.goto(SCHOOL);
      await signInOnScreen(page, 'ru', email, NEW_PASSWORD);
      await expect(page.getByRole('heading', { level: 1, name: 'Мои курсы' })).toBeVisible();
      await ready;

      // The mobile app is another app type: its session lives beside the web one.
      const login = await request.post(`${SCHOOL.replace('/class/', '')}${API}/auth/login?lang=ru`, {
        headers: { 'X-App-Type': 'mobile' },
        data: { email, password: NEW_PASSWORD },
      });
      const mobileToken = (await login.json()).data.token as string;
      const change = await request.post(
        `${SCHOOL.replace('/class/', '')}${API}/user/update-password?lang=ru`,
        {
          headers: { 'X-App-Type': 'mobile', Authorization: `Bearer ${mobileToken}` },
          data: {
            current_password: NEW_PASSWORD,
            password: 'changed-on-phone-1',
            password_repeat: 'changed-on-phone-1',
          },
        },
      );
      expect(change.status()).toBe(200);

      await expect(page.getByRole('heading', { level: 1, name: 'Вход' })).toBeVisible({ timeout: 5000 });
      await expect(page.getByRole('alert')).toHaveText(
        'Пароль изменён, поэтому эта сессия завершена. Войдите с новым паролем.',
      );
      await screenshot(page, 'sessions/password-changed-ru');
      await signInOnScreen(page, 'ru', email, 'changed-on-phone-1');
      await expect(page.getByRole('heading', { level: 1, name: 'Мои курсы' })).toBeVisible();
    },
  );
});
