import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { E2E_PORT } from '../support/env';
import { desktopOnly } from '../support/projects';
import { finished, run, waitReady } from '../support/second-server';

// The console's payment settings of a school made as an operator makes one (issue 28, points 2
// and 9; decisions 112, 113): `create-school --currency EUR` on an empty installation, then its
// administrator. The demo schools have orders, so their currency is fixed; this school has none,
// so it can still change. Manual mode is the default and has no instructions: the screen warns.
// A server of its own (SEED=none, its own embedded database), on a port of this stack's block.

const PORT = E2E_PORT + 8;
const STAFF = `http://localhost:${PORT}/staff/`;
const ADMIN = { email: 'owner@fresh.test', password: 'fresh-school-1' };

let dataDir = '';
let server: ChildProcess | undefined;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'cp-e2e-fresh-'));
  const env = { DATA_DIR: dataDir, SEED: 'none' };
  const staff = (...args: string[]) => finished(run(['apps/api/src/cli/staff.ts', ...args], env));
  await staff(
    'create-school',
    '--host',
    'localhost',
    '--name',
    'Fresh School',
    '--language',
    'en',
    '--currency',
    'EUR',
  );
  await staff('create-admin', '--host', 'localhost', '--email', ADMIN.email, '--password', ADMIN.password);
  server = run(['apps/api/src/server.ts'], { ...env, PORT: String(PORT), HOST: '127.0.0.1' });
  await waitReady(`http://127.0.0.1:${PORT}/readyz`, 120_000);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

test(
  'a new school: the currency chosen at create-school changes until the first order; manual without instructions is warned about',
  desktopOnly,
  async ({ page }) => {
    test.setTimeout(90_000);
    await page.addInitScript(() => window.localStorage.setItem('cp.language', 'en'));
    await page.goto(`${STAFF}sign-in`);
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).not.toHaveURL(/sign-in/);
    await page.goto(`${STAFF}payments/settings`);

    // The currency create-school set, open to change: no order yet.
    const currency = page.getByLabel('Currency');
    await expect(currency).toHaveValue('EUR');
    await expect(currency).toHaveAccessibleDescription(/It can change until the first order/);
    // Manual, the default, without instructions: the learner could buy nothing priced.
    const warning = page.getByRole('note', { name: 'Learners cannot buy anything yet' });
    await expect(page.getByLabel('Payment mode')).toHaveValue('manual');
    await expect(warning).toBeVisible();
    await expect(warning).toContainText('learners are told the school has not set up payment');
    await expectAccessible(page);

    // A new currency says what becomes of the prices, then is saved and read back.
    await currency.selectOption('JPY');
    await expect(currency).toHaveAccessibleDescription(/1 990 EUR becomes 1 990 JPY/);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Currency')).toHaveValue('JPY');
    await expect(warning).toBeVisible();

    // Instructions written: the warning goes, and stays gone once saved.
    const instructions = page.getByLabel('Manual payment instructions');
    await instructions.fill('Transfer to IBAN DE00 0000 0000, reference: your e-mail.');
    await expect(warning).toHaveCount(0);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Manual payment instructions')).toHaveValue(/IBAN DE00/);
    await expect(page.getByRole('note', { name: 'Learners cannot buy anything yet' })).toHaveCount(0);
    // Emptied again, it warns before saving.
    await page.getByLabel('Manual payment instructions').fill('');
    await expect(page.getByRole('note', { name: 'Learners cannot buy anything yet' })).toBeVisible();
  },
);
