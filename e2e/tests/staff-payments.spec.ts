import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { E2E_PORT } from '../support/env';
import { desktopOnly, phoneOnly } from '../support/projects';

// The payments section of the staff app (issue 11, decision 064), for an administrator of the
// demo school: the orders list, and a discount code created, listed and deleted through the
// forms, then read back in the audit log. The school stays in the test mode the seed gives it
// (other specs rely on it); marking a manual order paid is covered by the API tests
// (apps/api/src/modules/payments/staff).

const STAFF = `http://localhost:${E2E_PORT}/staff/`;
const DEMO = { admin: 'admin@demo.school', expert: 'expert@demo.school', password: 'demo1234' };

async function signIn(page: Page, email: string) {
  await page.addInitScript(() => window.localStorage.setItem('cp.language', 'en'));
  await page.goto(`${STAFF}sign-in`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/staff\/desk/);
}

test(
  'an administrator sees the orders and creates, finds and deletes a discount code',
  phoneOnly,
  async ({ page }) => {
    test.setTimeout(60_000);
    await signIn(page, DEMO.admin);
    // On a phone the navigation is behind its menu button (decision 078).
    if (test.info().project.name === 'phone') await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('link', { name: 'Payments' }).click();
    await expect(page).toHaveURL(/\/staff\/payments/);
    await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Orders', selected: true })).toBeVisible();
    // The seed's orders, or the empty state: either way the list loaded (no error state).
    await expect(page.getByRole('table').or(page.getByText('No orders yet'))).toBeVisible();
    await expect(page.getByText('Could not load the orders')).toHaveCount(0);
    await expectAccessible(page);

    // The sections are tabs: arrows move between them, and each has its address.
    await page.getByRole('tab', { name: 'Orders' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(/\/staff\/payments\/subscriptions$/);
    await page.getByRole('tab', { name: 'Discount codes' }).click();
    await expect(page).toHaveURL(/\/staff\/payments\/codes$/);

    const code = `E2E${Date.now().toString(36).toUpperCase()}`;
    await page.getByRole('button', { name: 'New code' }).click();
    const dialog = page.getByRole('dialog', { name: 'New discount code' });
    await dialog.getByLabel('Code').fill(code);
    const service = dialog.getByLabel('Service');
    const firstService = await service.locator('option').nth(1).getAttribute('value');
    await service.selectOption(firstService!);
    await dialog.getByLabel('Discount').selectOption('amount');
    // A wrong amount is refused before any call, with the reason on the field.
    await dialog.getByLabel(/^Amount,/).fill('12.345');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Enter an amount such as 500 or 499.90')).toBeVisible();
    await expectAccessible(page);
    await dialog.getByLabel(/^Amount,/).fill('4.35');
    await dialog.getByLabel('Usage limit').fill('3');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toHaveCount(0);

    const row = page.getByRole('row').filter({ hasText: code });
    await expect(row).toContainText('0 of 3');
    // 4.35 typed is 435 minor units, shown back as 4.35 in the school's currency.
    await expect(row).toContainText('4.35');
    await expectAccessible(page);

    // A phone: the table becomes cards, nothing runs off the side.
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(row).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await row.getByRole('button', { name: `Delete ${code}` }).click();
    const confirm = page.getByRole('dialog', { name: `Delete “${code}”?` });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('row').filter({ hasText: code })).toHaveCount(0);

    // The audit log reads both changes as sentences, the amount in the school's currency, never
    // as raw JSON (issue 28, decision 119).
    await page.goto(`${STAFF}audit?action=discount_code.create`);
    const lines = page.getByRole('list', { name: 'Audit log' }).getByRole('listitem');
    const added = lines.filter({ hasText: `added a discount code “${code}”` });
    await expect(added).toHaveCount(1);
    await expect(added).toContainText(/Amount off\D{0,8}4\.35/);
    await expect(added).toContainText(/Usage limit\s*3/);
    await expect(added).not.toContainText('{');
    await page.getByLabel('Action').selectOption({ label: 'deleted a discount code' });
    await expect(page).toHaveURL(/action=discount_code\.delete/);
    await expect(lines.filter({ hasText: `deleted a discount code “${code}”` })).toHaveCount(1);
    const overflowed = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflowed).toBeLessThanOrEqual(0);
    await expectAccessible(page);
  },
);

test('every payments section loads for an administrator and passes axe', desktopOnly, async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, DEMO.admin);
  const sections = [
    ['subscriptions', 'Subscriptions', 'Could not load the subscriptions'],
    ['services', 'Services and prices', 'Could not load the services'],
    ['catalogue', 'Catalogue and offers', 'Could not load the catalogue'],
    ['settings', 'Settings', 'Could not load the payment settings'],
  ] as const;
  for (const [path, tab, failure] of sections) {
    await page.goto(`${STAFF}payments/${path}`);
    await expect(page.getByRole('tab', { name: tab, selected: true })).toBeVisible();
    await expect(page.getByRole('tabpanel')).not.toBeEmpty();
    await expect(page.getByText(failure)).toHaveCount(0);
    await expect(page.getByText('Loading…')).toHaveCount(0);
    await expectAccessible(page);
  }
  // The seed's school is in test mode, and no Stripe secret ever reaches the page.
  await expect(page.getByLabel('Payment mode')).toHaveValue('test');
  await expect(page.getByLabel('Secret key')).toHaveValue('');
});

test(
  'an expert has no payments section: not in the navigation, and its address is not found',
  phoneOnly,
  async ({ page }) => {
    await signIn(page, DEMO.expert);
    await expect(page.getByRole('link', { name: 'Payments' })).toHaveCount(0);
    await page.goto(`${STAFF}payments/orders`);
    await expect(page.getByText('Page not found')).toBeVisible();
  },
);
