import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  expectAccessible,
  NEW_PASSWORD,
  SCHOOL_URLS,
  screenshot,
  signInOnScreen,
  signUpByApi,
  uniqueEmail,
  useLanguage,
} from '../support';
import { desktopOnly } from '../support/projects';

// Issue 11, the learner's side of payments through the built app and the real API, in the demo
// school's test mode (decision 062): a course bought from the catalogue through the test checkout
// page (a declined card first: nothing is bought), the order page that says paid, the course in
// /course; a renewal with a discount code (a bad code says why, a good one shows the discounted
// price); a subscription bought, listed and canceled with a reason. The school's offers are set
// up through the staff API as its administrator, each project its own course and codes.

const ORIGIN = new URL(SCHOOL_URLS.localhost).origin;
const API = `${ORIGIN}/spa/api/v1`;
const ADMIN = { email: 'admin@demo.school', password: 'demo1234' };
const CARD = { success: '4242 4242 4242 4242', declined: '4000 0000 0000 0002', expiry: '12/34', cvc: '123' };
const isPhone = () => test.info().project.name === 'phone';

interface Setup {
  learner: string;
  courseTitle: string;
  buyTitle: string;
  subscriptionTitle: string;
  code: string;
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post(`${API}/auth/login?lang=en`, {
    headers: { 'X-App-Type': 'mobile' },
    data: ADMIN,
  });
  const body = await response.json();
  expect(body, JSON.stringify(body)).toMatchObject({ success: true });
  return body.data.token as string;
}

async function staff<T>(
  request: APIRequestContext,
  token: string,
  method: 'get' | 'post' | 'put',
  path: string,
  data?: object,
) {
  const response = await request[method](`${API}${path}${path.includes('?') ? '&' : '?'}lang=en`, {
    headers: { Authorization: `Bearer ${token}`, 'X-App-Type': 'mobile' },
    ...(data ? { data } : {}),
  });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/**
 * The school in test mode with a course on sale (150,00 a month of access), a monthly
 * subscription of the same course, both in the catalogue, and a 10 % code for the purchase.
 */
async function setUpSchool(request: APIRequestContext): Promise<Setup> {
  const token = await adminToken(request);
  await staff(request, token, 'put', '/staff/payment-settings', {
    mode: 'test',
    cancel_popup_text: 'We are sorry to see you go: your access stays until the paid period ends.',
  });
  const courses = await staff<{ id: number; title: string }[]>(request, token, 'get', '/staff/courses');
  // Not the demo course a new learner is given (seed-learning.ts: the gratitude practice).
  const forSale = courses.filter((c) => !/благодарност/i.test(c.title));
  const course = forSale[isPhone() ? 1 : 0] ?? forSale[0];
  if (!course) throw new Error('the demo school has no course to sell');
  const tag = `${test.info().project.name}-${Date.now().toString(36)}`;
  const buy = await staff<{ id: number }>(request, token, 'post', '/staff/services', {
    type: 'course_buy',
    title: `E2E access ${tag}`,
    course_id: course.id,
    duration_days: 30,
    price: 150000,
  });
  const subscription = await staff<{ id: number }>(request, token, 'post', '/staff/services', {
    type: 'course_subscription',
    title: `E2E monthly ${tag}`,
    course_id: course.id,
    duration_days: 30,
    price: 99000,
    interval: 'month',
    period: 1,
  });
  const category = await staff<{ id: number }>(request, token, 'post', '/staff/catalog-categories', {
    title: `E2E category ${tag}`,
  });
  for (const [service, title] of [
    [buy.id, `E2E access ${tag}`],
    [subscription.id, `E2E monthly ${tag}`],
  ] as const) {
    await staff(request, token, 'post', '/staff/catalog-products', {
      course_service_id: service,
      category_id: category.id,
      alias: `e2e-${service}`,
      type: 1,
      title,
      description: 'A course sold by the end-to-end test.',
      author: 'E2E Author',
    });
  }
  const code = `E2E-${tag}`.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 40);
  await staff(request, token, 'post', '/staff/discount-codes', {
    code,
    course_service_id: buy.id,
    kind: 'percent',
    value: 10,
  });
  const learner = uniqueEmail('buyer');
  await signUpByApi(request, SCHOOL_URLS.localhost, learner);
  return {
    learner,
    courseTitle: course.title,
    buyTitle: `E2E access ${tag}`,
    subscriptionTitle: `E2E monthly ${tag}`,
    code,
  };
}

/** Opens the catalogue as a learner does: the bottom menu on a phone, the main menu on a desktop. */
async function openCatalogue(page: Page) {
  const menu = page.getByRole('navigation', { name: isPhone() ? 'Bottom menu' : 'Main menu' });
  await menu.getByRole('link', { name: 'Catalogue' }).click();
  await expect(page).toHaveURL(/\/class\/catalog$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Catalogue' })).toBeVisible();
}

/** Pays on the demo's test checkout page with `card`. */
async function payOnCheckout(page: Page, card: string) {
  await expect(page).toHaveURL(/\/payments\/test-checkout\//);
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry (MM/YY)').fill(CARD.expiry);
  await page.getByLabel('CVC').fill(CARD.cvc);
  await page.getByRole('button', { name: /^Pay / }).click();
}

/** The stream id the order page links to once paid. */
async function paidStream(page: Page): Promise<number> {
  await expect(page).toHaveURL(/\/class\/orders\/\d+$/);
  await expect(page.getByText('Paid. Thank you!')).toBeVisible({ timeout: 15_000 });
  const href = await page.getByRole('link', { name: 'Go to the course' }).getAttribute('href');
  return Number(/\/course\/(\d+)\//.exec(href ?? '')?.[1]);
}

test.describe.configure({ mode: 'serial' });

let setup: Setup;
let streamId = 0;

test.beforeAll(async ({ request }) => {
  setup = await setUpSchool(request);
});

test.beforeEach(async ({ page }) => {
  await useLanguage(page, 'en');
  await page.goto(SCHOOL_URLS.localhost);
  await signInOnScreen(page, 'en', setup.learner, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/class\/course/);
});

test('a declined card shows the error and buys nothing', desktopOnly, async ({ page }) => {
  await openCatalogue(page);
  const card = page.getByRole('article', { name: setup.buyTitle });
  await expect(card.getByText(/1,500\.00/)).toBeVisible();
  await expect(card.getByText('Author: E2E Author')).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'payments-catalogue');
  await card.getByRole('button', { name: `Buy “${setup.buyTitle}”` }).click();
  const dialog = page.getByRole('dialog', { name: `Buy “${setup.buyTitle}”` });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Go to payment' }).click();

  await payOnCheckout(page, CARD.declined);
  await expect(page.getByRole('alert')).toHaveText('The card was declined. Try another card.');
  await page.getByRole('button', { name: 'Cancel the order' }).click();
  await expect(page).toHaveURL(/\/class\/catalog$/);
  await page.goto(`${SCHOOL_URLS.localhost}course`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: setup.courseTitle, exact: true })).toHaveCount(0);
});

test(
  'buys a course from the catalogue with a discount code and lands on the order page, paid; the course is in /course',
  desktopOnly,
  async ({ page }) => {
    await openCatalogue(page);
    await page.getByRole('button', { name: `Buy “${setup.buyTitle}”` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Discount code').fill(setup.code);
    await dialog.getByRole('button', { name: 'Check the code' }).click();
    await expect(dialog.getByText(/Code accepted: .*1,350\.00 instead of .*1,500\.00/)).toBeVisible();
    await expect(dialog.locator('[data-quote-amount="135000"]')).toBeVisible();
    await screenshot(page, 'payments-purchase-code');
    await dialog.getByRole('button', { name: 'Go to payment' }).click();
    await expect(page.locator('.amount')).toHaveText(/1,350\.00/);
    await payOnCheckout(page, CARD.success);
    streamId = await paidStream(page);
    expect(streamId).toBeGreaterThan(0);
    await expectAccessible(page);
    await screenshot(page, 'payments-order-paid');
    await page.getByRole('region').getByRole('link', { name: 'My courses' }).click();
    await expect(page.getByRole('link', { name: setup.courseTitle, exact: true })).toBeVisible();
  },
);

test(
  'renews the course with a discount code: a bad code says why, a good one shows the price',
  desktopOnly,
  async ({ page }) => {
    expect(streamId, 'the purchase test ran first').toBeGreaterThan(0);
    await page.goto(`${SCHOOL_URLS.localhost}course/${streamId}/renew`);
    await expect(page.getByRole('heading', { level: 1, name: /Renew the course/ })).toBeVisible();
    await page.getByRole('radio', { name: new RegExp(setup.buyTitle) }).check();
    const code = page.getByLabel('Discount code');
    await code.fill('NO-SUCH-CODE');
    await page.getByRole('button', { name: 'Check the code' }).click();
    await expect(page.getByText('There is no such code.')).toBeVisible();

    await code.fill(setup.code);
    await page.getByRole('button', { name: 'Check the code' }).click();
    await expect(page.getByText(/Code accepted: .*1,350\.00 instead of .*1,500\.00/)).toBeVisible();
    await expect(page.getByLabel('E-mail')).toHaveValue(setup.learner);
    await expectAccessible(page);
    await screenshot(page, 'payments-renewal');
    await page.getByRole('button', { name: /^Pay .*1,350\.00/ }).click();
    await payOnCheckout(page, CARD.success);
    expect(await paidStream(page)).toBe(streamId);
    await expect(page.getByText(/1,350\.00/)).toBeVisible();
  },
);

test('buys a subscription, lists it and cancels it with a reason', desktopOnly, async ({ page }) => {
  await openCatalogue(page);
  const card = page.getByRole('article', { name: setup.subscriptionTitle });
  await expect(card.getByText(/990\.00 every month/)).toBeVisible();
  await card.getByRole('button', { name: /^Buy/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Go to payment' }).click();
  await payOnCheckout(page, CARD.success);
  await paidStream(page);

  await page.goto(`${SCHOOL_URLS.localhost}user/subscriptions`);
  const item = page.getByRole('article', { name: setup.subscriptionTitle });
  await expect(item.getByText('Active')).toBeVisible();
  await expect(item.getByText(/^Next payment \d{2} \w+ \d{4}$/)).toBeVisible();
  await expectAccessible(page);
  await item.getByRole('link', { name: setup.subscriptionTitle }).click();
  await expect(page).toHaveURL(/\/class\/user\/subscription\/\d+$/);

  await page.getByRole('button', { name: 'Cancel the subscription' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel the subscription' });
  await expect(dialog.getByText(/We are sorry to see you go/)).toBeVisible();
  await dialog.getByLabel('Tell us more').fill('short');
  await dialog.getByRole('button', { name: 'Cancel the subscription' }).click();
  await expect(dialog.getByText('Choose a reason.')).toBeVisible();
  await expect(dialog.getByText('At least 10 characters.')).toBeVisible();
  await dialog.getByRole('radio', { name: 'I have no time' }).check();
  await dialog.getByLabel('Tell us more').fill('No time for practice this month.');
  await expectAccessible(page);
  await screenshot(page, 'payments-cancel-subscription');
  await dialog.getByRole('button', { name: 'Cancel the subscription' }).click();
  await expect(page.getByText(/The subscription is canceled/)).toBeVisible();
  await expect(page.getByText('Canceled', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Ends \d{2} \w+ \d{4}$/)).toBeVisible();
});
