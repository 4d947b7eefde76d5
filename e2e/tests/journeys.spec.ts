import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, SCHOOL_URLS, screenshot } from '../support';
import { COURSE, signedInBuyer } from '../support/journey';
import { phoneOnly } from '../support/projects';

// Issue 27: journeys where features meet, as one learner lives them on a phone, with the expert on
// the other side. Each test follows a learner of its own through several screens, so what one
// feature changes is checked where another shows it.

const MINDFUL = SCHOOL_URLS.localhost;
const ORIGIN = new URL(MINDFUL).origin;
const EXPERT = { email: 'expert@demo.school', password: 'demo1234' };

/** The chat of the course, opened from the bottom menu as a learner on a phone does. */
async function openCourseChat(page: Page) {
  await page.getByRole('navigation', { name: 'Bottom menu' }).getByRole('link', { name: 'Chat' }).click();
  await page.getByRole('link', { name: COURSE }).first().click();
  await expect(page).toHaveURL(/\/class\/chat\/\d+$/);
}

test(
  'buy a course, its chat is there; buy extra questions, the chat and the expert’s desk show the new limit',
  phoneOnly,
  async ({ page, browser, request }) => {
    test.setTimeout(120_000);
    const email = await signedInBuyer(page, request, 'journey-questions');

    // The learner, on the phone: the bought course has its expert chat, with the course's 3.
    await openCourseChat(page);
    const chatUrl = page.url();
    await expect(page.getByText('3 paid consultations included')).toBeVisible();

    // Extra questions bought on the renewal screen and paid on the checkout page, with the expiry
    // spaced as Stripe's own form spaces it.
    const streamId = await page.evaluate(async (api) => {
      const response = await fetch(`${api}/user-course-streams?lang=en`, {
        headers: { Authorization: `Bearer ${localStorage.getItem('cp.token')}`, 'X-App-Type': 'web' },
      });
      return ((await response.json()) as { id: number }[])[0]?.id;
    }, `${ORIGIN}/spa/api/v1`);
    await page.goto(`${MINDFUL}course/${streamId}/renew`);
    await page.getByRole('radio', { name: /3 дополнительных вопроса/ }).check();
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page).toHaveURL(/\/payments\/test-checkout\//);
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM/YY)').fill('12 / 34');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page.getByText('Paid. Thank you!')).toBeVisible({ timeout: 15_000 });

    // The chat says what was bought, in this browser and after a reload.
    await page.goto(chatUrl);
    await expect(page.getByText('6 paid consultations included')).toBeVisible();
    await page.reload();
    await expect(page.getByText('6 paid consultations included')).toBeVisible();
    await screenshot(page, 'journeys/questions-bought-chat');
    await expectAccessible(page);

    // The expert, at a desk: the same chat counts against the same 6.
    const desk = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    try {
      const expert = await desk.newPage();
      await expert.addInitScript(() => window.localStorage.setItem('cp.language', 'en'));
      await expert.goto(`${ORIGIN}/staff/`);
      await expert.getByLabel('Email').fill(EXPERT.email);
      await expert.getByLabel('Password').fill(EXPERT.password);
      await expert.getByRole('button', { name: 'Sign in' }).click();
      await expert.getByLabel('Search by learner').fill(email);
      await expert.getByRole('link').filter({ hasText: email }).first().click();
      // The consultations line of the chat, and the same line in the stream panel beside it.
      await expect(expert.getByText('Used 0 of 6').filter({ visible: true }).first()).toBeVisible();
      await screenshot(expert, 'journeys/questions-bought-desk');
    } finally {
      await desk.close();
    }
  },
);
