import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  expectAccessible,
  NEW_PASSWORD,
  SCHOOL_URLS,
  screenshot,
  signUpByApi,
  uniqueEmail,
  useLanguage,
} from '../support';
import { E2E_PORT } from '../support/env';
import { desktopOnly, phoneOnly } from '../support/projects';

// The school console's part of issue 15 (decision 092 "School console"): the administrator sets
// the referral rules (a bad number refused under its field first), sees the invitations, refunds
// a paid order after a confirmation that says what follows, and writes the onboarding chat's lines
// and questions, which GET /config then serves. Rules and chat are put back after each test
// (other specs use the demo school); the refunded order is the test's own learner's.

const ORIGIN = `http://localhost:${E2E_PORT}`;
const STAFF = `${ORIGIN}/staff/`;
const API = `${ORIGIN}/spa/api/v1`;
const ADMIN = { email: 'admin@demo.school', password: 'demo1234' };
const isPhone = () => test.info().project.name === 'phone';

type Json = Record<string, unknown>;

async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post(`${API}/auth/login?lang=en`, {
    headers: { 'X-App-Type': 'mobile' },
    data: ADMIN,
  });
  return ((await response.json()) as { data: { token: string } }).data.token;
}

async function call<T = Json>(
  request: APIRequestContext,
  token: string,
  method: 'get' | 'post' | 'put',
  path: string,
  data?: object,
): Promise<T> {
  const response = await request[method](`${API}${path}?lang=en`, {
    headers: { Authorization: `Bearer ${token}`, 'X-App-Type': 'mobile' },
    ...(data ? { data } : {}),
  });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** A fresh learner who bought a course on the test checkout: their paid order is the one refunded. */
async function paidOrder(request: APIRequestContext, token: string) {
  const courses = await call<{ id: number }[]>(request, token, 'get', '/staff/courses');
  const service = await call<{ id: number }>(request, token, 'post', '/staff/services', {
    type: 'course_buy',
    title: `E2E refund ${test.info().project.name}-${Date.now().toString(36)}`,
    course_id: courses[0]!.id,
    duration_days: 30,
    price: 120000,
  });
  const email = uniqueEmail('refund');
  const learner = await signUpByApi(request, SCHOOL_URLS.localhost, email, NEW_PASSWORD);
  const order = await call<{ id: number; payment_url: string }>(
    request,
    learner,
    'post',
    `/order/${service.id}`,
  );
  const paid = await request.post(order.payment_url, {
    form: { step: 'card', action: 'pay', card: '4242424242424242', expiry: '12/39', cvc: '123' },
    maxRedirects: 0,
  });
  expect(paid.status(), await paid.text()).toBe(303);
  return { id: order.id, email };
}

async function openConsole(page: Page, section: string) {
  await useLanguage(page, 'en');
  await page.goto(`${STAFF}sign-in`);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/staff\/desk/);
  // On a phone the navigation is behind its menu button (decision 078).
  if (isPhone()) await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: section }).click();
}

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

let token: string;
let rules: Json;
let brand: Json & { version: number };
test.beforeEach(async ({ request }) => {
  token = await adminToken(request);
  rules = await call(request, token, 'get', '/console/referral-rules');
  brand = (await call<{ brand: Json & { version: number } }>(request, token, 'get', '/staff/brand')).brand;
});
test.afterEach(async ({ request }) => {
  await call(request, token, 'put', '/console/referral-rules', rules);
  const now = (await call<{ brand: { version: number } }>(request, token, 'get', '/staff/brand')).brand;
  await call(request, token, 'put', '/staff/brand', {
    expected_version: now.version,
    userInfoChat: brand.userInfoChat,
    welcomeMessages: brand.welcomeMessages ?? {},
    goodbyeMessages: brand.goodbyeMessages ?? {},
    questions: brand.questions ?? [],
  });
});

test(
  'the administrator sets the referral rules and sees the invitations',
  desktopOnly,
  async ({ page, request }) => {
    test.setTimeout(90_000);
    await openConsole(page, 'Referrals');
    await expect(page).toHaveURL(/\/staff\/referral\/rules$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Referral programme' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Rules', selected: true })).toBeVisible();
    await expect(page.getByText('Own link: a learner who signs up through their own link')).toBeVisible();
    await expectAccessible(page);

    await page.getByLabel('Referral programme is on').check();
    await page.getByLabel('Cashback is paid as').selectOption('money');
    const percent = page.getByLabel('Cashback, % of what the invitee pays');
    // A wrong number is refused under its field, by keyboard (Enter submits), and nothing is sent.
    await percent.fill('150');
    await percent.press('Enter');
    await expect(percent).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Enter a whole number from 0 to 100.')).toBeVisible();
    await screenshot(page, 'console-referrals/rules-error');
    expect((await call(request, token, 'get', '/console/referral-rules')).cashback_percent).toBe(
      rules.cashback_percent,
    );

    await percent.fill('12');
    await page.getByLabel('First-order discount, %').fill('7');
    await page.getByLabel('Hold, days').fill('0');
    await page.getByLabel('Rewarded invitees per month').fill('3');
    await page.getByRole('button', { name: 'Save rules' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Rules saved' })).toBeVisible();
    await noSidewaysScroll(page);
    await screenshot(page, 'console-referrals/rules-saved');
    expect(await call(request, token, 'get', '/console/referral-rules')).toEqual({
      enabled: true,
      cashback_mode: 'money',
      cashback_percent: 12,
      discount_percent: 7,
      hold_days: 0,
      monthly_invitee_limit: 3,
    });
    // What the learner's app is told (GET /referral's rules) follows at once.
    await page.reload();
    await expect(page.getByLabel('Rewarded invitees per month')).toHaveValue('3');

    // The invitations: arrows move between the tabs, each tab has its address.
    await page.getByRole('tab', { name: 'Rules' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(/\/staff\/referral\/invitations$/);
    await expect(
      page.getByRole('table').or(page.getByText('No one has signed up through a link yet')),
    ).toBeVisible();
    await expect(page.getByText('Could not load the invitations')).toHaveCount(0);
    await screenshot(page, 'console-referrals/invitations');
    await expectAccessible(page);
    await noSidewaysScroll(page);
    await page.getByLabel('Flagged only').check();
    await expect(page.getByRole('table').or(page.getByText('No flagged invitations'))).toBeVisible();
    await expect(page.getByText('Could not load the invitations')).toHaveCount(0);
    await screenshot(page, 'console-referrals/invitations-flagged');
  },
);

test(
  'the administrator refunds a paid order after a confirmation that says what follows',
  phoneOnly,
  async ({ page, request }) => {
    test.setTimeout(90_000);
    const order = await paidOrder(request, token);
    await openConsole(page, 'Payments');
    await expect(page.getByRole('tab', { name: 'Orders', selected: true })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: order.email });
    await expect(row).toContainText('Paid');
    await row.getByRole('button', { name: `Refund order ${order.id}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Refund order ${order.id}?`, exact: true });
    // What this order bought (a course's days), and where its money goes by how it was paid.
    await expect(dialog).toContainText("the days of access this order bought come off the course's end date");
    await expect(dialog).toContainText('their cashback for this order is taken back');
    await expect(dialog.getByRole('listitem').last()).toContainText(/Stripe|test payment|yourself/);
    await expectAccessible(page);
    await screenshot(page, 'console-referrals/refund-dialog');
    await dialog.getByRole('button', { name: 'Refund' }).click();
    await expect(dialog).toHaveCount(0);
    const note = page.getByRole('status').filter({ hasText: `Order ${order.id} is refunded.` });
    await expect(note).toBeVisible();
    // The Refund button went with the refund: the focus is on what it did, not lost to the page.
    await expect(note).toBeFocused();
    await expect(row).toContainText('Refunded');
    await expect(row.getByRole('button', { name: /^Refund/ })).toHaveCount(0);
    await noSidewaysScroll(page);
    await screenshot(page, 'console-referrals/refunded');
  },
);

test(
  'the administrator writes the onboarding chat, and GET /config serves it',
  desktopOnly,
  async ({ page, request }) => {
    test.setTimeout(90_000);
    await openConsole(page, 'Brand');
    await expect(page.getByRole('heading', { name: 'Brand', level: 1 })).toBeVisible();
    await page.getByLabel('Profile questions in a chat').check();
    const chat = page.getByRole('region', { name: 'Onboarding chat' });
    await expect(chat).toBeVisible();
    for (const name of ['First name', 'E-mail', 'Password']) {
      await expect(chat.getByRole('checkbox', { name })).toBeDisabled();
    }
    // Russian first: a new line takes the focus, so the keyboard types on.
    const welcome = chat.getByRole('group', { name: /^Welcome lines/ });
    await welcome.getByRole('button', { name: 'Add a line' }).click();
    await page.keyboard.type('Здравствуйте! Давайте познакомимся.');
    await chat.getByRole('tab', { name: 'English' }).click();
    await chat
      .getByRole('group', { name: /^Goodbye lines/ })
      .getByRole('button', { name: 'Add a line' })
      .click();
    await page.keyboard.type('Welcome aboard.');
    await chat.getByRole('checkbox', { name: 'Birthday' }).uncheck();
    await chat.getByLabel('Wording of “E-mail” (English)').fill('Which e-mail shall we use?');
    await expectAccessible(page);
    await chat.getByRole('heading', { name: 'Onboarding chat' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'console-referrals/chat');
    await chat.getByRole('group', { name: 'Questions', exact: true }).scrollIntoViewIfNeeded();
    await screenshot(page, 'console-referrals/chat-questions');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Changes saved' })).toBeVisible();
    await noSidewaysScroll(page);

    const served = (await (await request.get(`${API}/config?lang=en`)).json()).components.brand;
    expect(served.userInfoChat).toBe(true);
    expect(served.welcomeMessages.ru).toContain('Здравствуйте! Давайте познакомимся.');
    expect(served.goodbyeMessages.en).toContain('Welcome aboard.');
    const keys = (served.questions as { key: string }[]).map((q) => q.key);
    expect(keys).not.toContain('birthday');
    expect(keys.slice(0, 3)).toEqual(['firstName', 'email', 'password']);
    expect(served.questions[1].text.en).toBe('Which e-mail shall we use?');
    expect(served.version).toBe(brand.version + 1);
  },
);

test(
  'an expert has no referral screen: not in the navigation, and its address is not found',
  phoneOnly,
  async ({ page }) => {
    await useLanguage(page, 'en');
    await page.goto(`${STAFF}sign-in`);
    await page.getByLabel('Email').fill('expert@demo.school');
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/staff\/desk/);
    await expect(page.getByRole('link', { name: 'Referrals' })).toHaveCount(0);
    await page.goto(`${STAFF}referral/rules`);
    await expect(page.getByText('Page not found')).toBeVisible();
  },
);
