import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, SCHOOL_URLS, screenshot, uniqueEmail, useLanguage } from '../support';
import { E2E_DATA_DIR, E2E_PORT } from '../support/env';
import { desktopOnly, phoneOnly } from '../support/projects';

// The console's support inbox and navigation (issue 13, decision 078): a guest writes from the
// learner's sign-in screen, the demo school's administrator finds the request in the inbox as new,
// answers by e-mail and closes it; the answer lands in the server's outbox (the e2e server has no
// SMTP_URL). On a phone the menu button opens the navigation, by keyboard alone.

const STAFF = `http://localhost:${E2E_PORT}/staff/`;
const ADMIN = { email: 'admin@demo.school', password: 'demo1234' };
const EXPERT = { email: 'expert@demo.school', password: 'demo1234' };
const isPhone = () => test.info().project.name === 'phone';

async function signIn(page: Page, account: { email: string; password: string }) {
  await useLanguage(page, 'en');
  await page.goto(`${STAFF}sign-in`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/staff\/desk/);
}

/** The navigation, opened first on a phone (its menu button), where the sidebar is hidden. */
async function navigation(page: Page) {
  if (isPhone()) await page.getByRole('button', { name: 'Menu' }).click();
  return page.getByRole('navigation', { name: 'Sections' });
}

/** The text of the mail to `address` holding `needle`, from the server's outbox. */
async function mailTo(address: string, needle: string): Promise<string> {
  const outbox = path.join(E2E_DATA_DIR, 'outbox');
  let found = '';
  await expect
    .poll(
      async () => {
        for (const file of (await readdir(outbox).catch(() => [] as string[])).filter((f) =>
          f.endsWith('.eml'),
        )) {
          const raw = await readFile(path.join(outbox, file), 'utf8');
          if (!raw.toLowerCase().includes(`to: ${address}`)) continue;
          const body = decodeText(raw);
          if (body.includes(needle)) {
            found = body;
            return true;
          }
        }
        return false;
      },
      { message: `a mail to ${address} with ${needle} in ${outbox}`, timeout: 15_000 },
    )
    .toBe(true);
  return found;
}

/** The text/plain body of an .eml, its transfer encoding undone. */
function decodeText(raw: string): string {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = raw.slice(0, split);
  const body = raw.slice(split).trim();
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const joined = body.replace(/=\r?\n/g, '');
    return Buffer.from(
      joined.replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
  }
  return body;
}

test(
  'a guest writes; the administrator finds it as new, answers by e-mail and closes it',
  desktopOnly,
  async ({ page, browser }) => {
    test.setTimeout(90_000);
    const marker = `inbox-${test.info().project.name}-${Date.now().toString(36)}`;
    const guest = uniqueEmail('inbox-guest');

    // The learner's anonymous form on the sign-in screen (spec 01 §5).
    const learner = await browser.newPage();
    await useLanguage(learner, 'en');
    await learner.goto(SCHOOL_URLS.localhost);
    await learner.getByRole('button', { name: 'Support' }).click();
    const form = learner.getByRole('dialog', { name: 'Support' });
    await form.getByLabel('E-mail', { exact: true }).fill(guest);
    await form.getByLabel('First name', { exact: true }).fill('Gina');
    await form.getByLabel('Message', { exact: true }).fill(`I cannot sign in. ${marker}`);
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(form.getByRole('status')).toContainText(guest);
    await learner.close();

    await signIn(page, ADMIN);
    const nav = await navigation(page);
    await expect(nav.getByRole('heading', { name: 'School' })).toBeVisible();
    await expect(nav.getByTestId('support-nav-count')).toBeVisible();
    await nav.getByRole('link', { name: /^Support/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
    await expect(page.getByRole('tab', { name: /^New \(\d+\)$/, selected: true })).toBeVisible();
    await page.getByLabel('Search by name, e-mail or text').fill(marker);
    const card = page.getByRole('listitem').filter({ hasText: marker });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(guest);
    await expect(card).toContainText('Guest');
    await expect(card).toContainText('New');
    await screenshot(page, 'console/support-inbox');
    await expectAccessible(page);

    await card.getByRole('link', { name: 'Gina' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Request #\d+$/ })).toBeVisible();
    await expect(page.getByText(`I cannot sign in. ${marker}`)).toBeVisible();
    await expect(page.getByText('Not signed in (guest)')).toBeVisible();
    const answer = `Use "Forgot password" on the sign-in screen. ${marker}`;
    await page.getByLabel('Reply').fill(answer);
    await page.getByRole('button', { name: 'Send and close' }).click();
    // No SMTP_URL in the browser suite: the console says so rather than "sent" (decision 111).
    await expect(
      page.getByRole('alert').filter({ hasText: /^Mail is not configured: the reply is saved/ }),
    ).toBeVisible();
    await expect(page.getByLabel('Status')).toHaveValue('closed');
    const thread = page.getByRole('region', { name: 'Replies' });
    await expect(thread.getByText(answer)).toBeVisible();
    await expect(thread.getByText('Not e-mailed: mail is not configured')).toBeVisible();
    await screenshot(page, 'console/support-request');
    await expectAccessible(page);

    // The answer reached the guest's address, with the question quoted under it.
    const mail = await mailTo(guest, answer);
    expect(mail).toContain(`> I cannot sign in. ${marker}`);

    // Closed: no longer among the new ones.
    await page.getByRole('link', { name: 'All requests' }).click();
    await page.getByLabel('Search by name, e-mail or text').fill(marker);
    await expect(page.getByText('Nothing matches the search')).toBeVisible();
    await page.getByRole('tab', { name: /^Closed/ }).click();
    await expect(page.getByRole('listitem').filter({ hasText: marker })).toContainText('Closed');

    // The same screen in the other two languages, for a look.
    for (const [language, title] of [
      ['ru', 'Поддержка'],
      ['es', 'Soporte'],
    ] as const) {
      await page.getByLabel(/Language|Язык|Idioma/).selectOption(language);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await screenshot(page, `console/support-inbox-${language}`);
    }
  },
);

test(
  'the navigation by keyboard: the menu on a phone, the sidebar on a desktop',
  phoneOnly,
  async ({ page }) => {
    await signIn(page, ADMIN);
    if (isPhone()) {
      const menu = page.getByRole('button', { name: 'Menu' });
      await menu.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Menu' });
      await expect(dialog).toBeVisible();
      // The current page is marked; Escape closes and gives the focus back.
      await expect(dialog.getByRole('link', { name: 'Chats' })).toHaveAttribute('aria-current', 'page');
      await screenshot(page, 'console/navigation-menu');
      await expectAccessible(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(menu).toBeFocused();
      await page.keyboard.press('Enter');
      const support = dialog.getByRole('link', { name: /^Support/ });
      for (let i = 0; i < 30 && !(await support.evaluate((el) => el === document.activeElement)); i++) {
        await page.keyboard.press('Tab');
      }
      await expect(support).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(dialog).toBeHidden();
    } else {
      const nav = page.getByRole('navigation', { name: 'Sections' });
      await expect(nav.getByRole('heading', { name: 'Desk' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
      await nav.getByRole('link', { name: /^Support/ }).focus();
      await page.keyboard.press('Enter');
      await screenshot(page, 'console/navigation-sidebar');
    }
    await expect(page).toHaveURL(/\/staff\/support$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
    await expect((await navigation(page)).getByRole('link', { name: /^Support/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
);

test('an expert sees the desk only: no group headings, no support inbox', desktopOnly, async ({ page }) => {
  await signIn(page, EXPERT);
  const nav = await navigation(page);
  await expect(nav.getByRole('link', { name: 'Chats' })).toBeVisible();
  await expect(nav.getByRole('heading')).toHaveCount(0);
  await expect(nav.getByRole('link', { name: /^Support/ })).toHaveCount(0);
  await page.goto(`${STAFF}support`);
  await expect(page.getByText('Page not found')).toBeVisible();
});
