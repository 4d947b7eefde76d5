import { expect, type Page, test } from '@playwright/test';
import {
  expectAccessible,
  NEW_PASSWORD,
  recordAnalytics,
  SOCIAL_PORT,
  SOCIAL_SCHOOL_URLS,
  type SocialServer,
  screenshot,
  signInOnScreen,
  signOutOnScreen,
  signUpByApi,
  startSocialServer,
  uniqueEmail,
  useLanguage,
} from '../support';
import { desktopOnly, phoneOnly } from '../support/projects';

// Issue 3, social sign-in and linking through the browser: a second API process whose
// schools have a "google" client at a real OpenID provider on loopback (support/second-server).
// The provider's development pages stand in for Google's: the login typed there becomes the
// network's user id.

const MINDFUL = SOCIAL_SCHOOL_URLS.localhost;
const FACEFIT = SOCIAL_SCHOOL_URLS.loopbackIp;

let server: SocialServer;
test.beforeAll(async () => {
  // Two processes start and the CLI seeds a fresh database.
  test.setTimeout(180_000);
  server = await startSocialServer();
});
test.afterAll(async () => {
  await server?.stop();
});

const isApp = (url: URL) => url.port === String(SOCIAL_PORT) && !url.pathname.endsWith('/social-callback');
const sub = (label: string) => `${label}-${test.info().project.name}-${Date.now().toString(36)}`;

/** Goes through the provider's sign-in and consent pages as `login`, back to the app. */
async function throughProvider(page: Page, login: string) {
  for (let step = 0; step < 4; step++) {
    await page.waitForURL((url) => isApp(url) || /\/interaction\//.test(url.pathname));
    if (isApp(new URL(page.url()))) return;
    const before = page.url();
    const loginField = page.locator('input[name="login"]');
    if (await loginField.isVisible()) {
      await loginField.fill(login);
      await page.locator('input[name="password"]').fill('any');
    }
    await page.locator('button[type="submit"]').first().click();
    await page.waitForURL((url) => url.href !== before);
  }
  await page.waitForURL(isApp);
}

async function signUpAndIn(page: Page, request: Parameters<typeof signUpByApi>[0], language: 'en' | 'ru') {
  const email = uniqueEmail('social');
  await signUpByApi(request, MINDFUL, email);
  await useLanguage(page, language);
  await page.goto(MINDFUL);
  await signInOnScreen(page, language, email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/class\/course$/);
  return email;
}

async function linkGoogle(page: Page, login: string) {
  await page.goto(`${MINDFUL}linksocialnetworks`);
  await page.getByRole('button', { name: 'Link Google' }).click();
  await throughProvider(page, login);
}

test.describe('social sign-in', () => {
  test(
    'Google without a linked account: the login_no_link dialog, the address cleaned (ru)',
    phoneOnly,
    async ({ page }) => {
      await useLanguage(page, 'ru');
      const callbacks: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/auth/social/google/callback')) callbacks.push(request.url());
      });
      await page.goto(MINDFUL);
      await page.getByRole('button', { name: 'Войти через Google' }).click();
      await throughProvider(page, sub('stranger'));
      const dialog = page.getByRole('dialog', { name: 'Не удалось войти' });
      await expect(dialog).toContainText('К этой соцсети не привязан ни один аккаунт');
      expect(new URL(page.url()).search).toBe('');
      await screenshot(page, 'social/login-no-link-ru');
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'Понятно' }).click();
      await expect(dialog).toHaveCount(0);

      // The provider's answer replayed: the flow's state works once (unknown_error).
      expect(callbacks).toHaveLength(1);
      await page.goto(callbacks[0] as string);
      await expect(page.getByRole('dialog', { name: 'Не удалось войти' })).toContainText('unknown_error');
      await expect(page.getByRole('heading', { level: 1, name: 'Вход' })).toBeVisible();
    },
  );

  test(
    'a cancel at the provider comes back to sign-in without an error (en)',
    desktopOnly,
    async ({ page }) => {
      await useLanguage(page, 'en');
      await page.goto(MINDFUL);
      await page.getByRole('button', { name: 'Sign in with Google' }).click();
      await page.waitForURL(/\/interaction\//);
      // The provider's own "abort" of its sign-in page: the learner cancelled.
      const interaction = new URL(page.url());
      await page.goto(`${interaction.origin}${interaction.pathname.replace(/\/$/, '')}/abort`);
      await page.waitForURL(isApp);
      await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    },
  );
});

test.describe('linking networks', () => {
  // The OpenID round trip and the link's storage (decision 103's rule, extended in 108): in the
  // phone project, whose language the test writes in; the social screens are read at both widths
  // by the other tests of this file.
  test('link Google, sign in with it, unlink it (en)', phoneOnly, async ({ page, request }) => {
    const events = await recordAnalytics(page);
    await signUpAndIn(page, request, 'en');
    // The menus offer the networks only where clients are configured (unit-tested in
    // app/menus/menu-items.test.ts); the list itself is the screen under test here.
    await page.goto(`${MINDFUL}user/social-networks`);
    await expect(page.getByRole('heading', { level: 1, name: 'Social networks' })).toBeVisible();
    await expect(page.getByText('No social networks are linked yet.')).toBeVisible();
    await page.getByRole('link', { name: 'Link a social network' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Link social networks' })).toBeVisible();
    await screenshot(page, 'social/link-en');
    await expectAccessible(page);

    const login = sub('linked');
    await page.getByRole('button', { name: 'Link Google' }).click();
    await throughProvider(page, login);
    await expect(page).toHaveURL(/\/class\/user\/social-networks$/);
    // The list may still say it is loading beside the notice: find the notice by its text.
    await expect(
      page.getByRole('status').filter({ hasText: 'Google is now linked to your account.' }),
    ).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Google' })).toBeVisible();
    await screenshot(page, 'social/networks-en');
    await expectAccessible(page);

    // Signed out, Google signs this learner in.
    await signOutOnScreen(page, 'en');
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await throughProvider(page, login);
    await expect(page).toHaveURL(/\/class\/course$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My courses' })).toBeVisible();
    expect(new URL(page.url()).search).toBe('');
    expect(await events()).toContainEqual({
      event: 'login',
      params: { method: 'google', status: 'success', userId: expect.any(Number) },
    });

    // Unlink, with a confirmation; then Google no longer signs in.
    await page.goto(`${MINDFUL}user/social-networks`);
    await page.getByRole('button', { name: 'Unlink Google' }).click();
    const confirm = page.getByRole('dialog', { name: 'Unlink the network?' });
    await expect(confirm).toContainText('You will no longer be able to sign in with Google.');
    await screenshot(page, 'social/unlink-confirm-en');
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Unlink', exact: true }).click();
    await expect(page.getByText('No social networks are linked yet.')).toBeVisible();
    await signOutOnScreen(page, 'en');
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await throughProvider(page, login);
    await expect(page.getByRole('dialog', { name: 'Could not sign in' })).toContainText(
      'No account is linked',
    );
    expect(await events()).toContainEqual({
      event: 'login',
      params: { method: 'google', status: 'fail', userId: null },
    });
  });

  test(
    'a network profile of another account: link_social_id_already_taken, one OK button (ru)',
    phoneOnly,
    async ({ page, browser, request }) => {
      const login = sub('taken');
      const other = await browser.newContext();
      try {
        const otherPage = await other.newPage();
        await signUpAndIn(otherPage, request, 'en');
        await linkGoogle(otherPage, login);
        await expect(otherPage).toHaveURL(/\/class\/user\/social-networks$/);
      } finally {
        await other.close();
      }

      await signUpAndIn(page, request, 'ru');
      await page.goto(`${MINDFUL}linksocialnetworks`);
      await page.getByRole('button', { name: 'Привязать Google' }).click();
      await throughProvider(page, login);
      await expect(page).toHaveURL(/\/class\/linksocialnetworks$/);
      const dialog = page.getByRole('dialog', { name: 'Не удалось привязать соцсеть' });
      await expect(dialog).toContainText('Этот профиль соцсети уже привязан к другому аккаунту.');
      await expect(dialog.getByRole('button')).toHaveCount(2); // OK, and the dialog's close (×)
      await screenshot(page, 'social/link-taken-ru');
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'Понятно' }).click();
      await expect(dialog).toHaveCount(0);
    },
  );

  test(
    'a link started with a dead session: link_user_unauthorised (en)',
    desktopOnly,
    async ({ page, request }) => {
      await signUpAndIn(page, request, 'en');
      const start = new URL('/spa/api/v1/auth/social/google/link', MINDFUL);
      start.search = new URLSearchParams({
        token: 'not-a-live-session-token-0000000000',
        successUrl: `${MINDFUL}social-callback`,
        cancelUrl: `${MINDFUL}linksocialnetworks`,
      }).toString();
      await page.goto(start.toString());
      await expect(page).toHaveURL(/\/class\/linksocialnetworks$/);
      await expect(page.getByRole('dialog', { name: 'Could not link the network' })).toContainText(
        'Your session has ended. Sign in again, then link the network.',
      );
    },
  );

  test(
    'codes this provider cannot produce still get their texts (common_no_social_id, login_no_user_from_link)',
    phoneOnly,
    async ({ page }) => {
      await useLanguage(page, 'en');
      for (const [code, text] of [
        ['common_no_social_id', 'The social network did not tell who you are.'],
        ['login_no_user_from_link', 'The account linked to this social network no longer exists.'],
      ] as const) {
        await page.goto(`${MINDFUL}social-callback?action=login&method=google&status=fail&errorCode=${code}`);
        const dialog = page.getByRole('dialog', { name: 'Could not sign in' });
        await expect(dialog).toContainText(text);
        expect(new URL(page.url()).search).toBe('');
        await dialog.getByRole('button', { name: 'OK' }).click();
      }
    },
  );
});

test.describe('the e-mail step on a school with social clients', () => {
  test(
    'an anonymous learner cancels the e-mail dialog and stays on the screen it was on (en)',
    desktopOnly,
    async ({ page }) => {
      await useLanguage(page, 'en');
      await page.goto(FACEFIT);
      await page.getByRole('button', { name: 'Continue without an account' }).click();
      await expect(page).toHaveURL(/\/class\/course$/);
      await page.goto(`${FACEFIT}user/social-networks`);
      await expect(page.getByRole('heading', { level: 1, name: 'Social networks' })).toBeVisible();
      await page.getByRole('link', { name: 'Link a social network' }).click();
      const dialog = page.getByRole('dialog', { name: 'Your e-mail' });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(page).toHaveURL(/\/class\/user\/social-networks$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Social networks' })).toBeVisible();
      // Escape cancels too.
      await page.getByRole('link', { name: 'Link a social network' }).click();
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(page).toHaveURL(/\/class\/user\/social-networks$/);
    },
  );
});
