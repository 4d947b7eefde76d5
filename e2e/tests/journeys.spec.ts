import { expect, type Page, test } from '@playwright/test';
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
import { buyByApi, COURSE, demoOffers } from '../support/journey';
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
    const offers = await demoOffers(request);
    const email = uniqueEmail('journey-questions');
    const token = await signUpByApi(request, MINDFUL, email);
    await buyByApi(request, token, offers.buy);

    // The learner, on the phone: the bought course has its expert chat, with the course's 3.
    await useLanguage(page, 'en');
    await page.goto(MINDFUL);
    await signInOnScreen(page, 'en', email, NEW_PASSWORD);
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
      await expect(expert.getByText('Used 0 of 6')).toBeVisible();
      await screenshot(expert, 'journeys/questions-bought-desk');
    } finally {
      await desk.close();
    }
  },
);

test(
  'watch a few seconds, the browser dies, come back and resume: the day finishes',
  phoneOnly,
  async ({ page, context, request }) => {
    test.setTimeout(150_000);
    // A new learner's demo course, whose day 1 has a lesson a little longer than the day's 60 s.
    const token = await signUpByApi(request, MINDFUL, uniqueEmail('journey-resume'));
    await useLanguage(page, 'en');
    await page.goto(MINDFUL);
    await page.evaluate((value) => window.localStorage.setItem('cp.token', value), token);
    await page.goto(`${MINDFUL}course`);
    await page.getByRole('link', { name: 'Практика благодарности', exact: true }).click();
    await page.locator('li[data-day="1"]').getByRole('link').click();
    await expect(page).toHaveURL(/\/calendar\/1$/);
    const dayUrl = page.url();
    const lesson = page.getByRole('button', { name: /^Дыхание животом \(разбор\)/ }).first();
    const video = page.locator('video');

    // A few seconds of the lesson, then the tab dies: no page-hide, nothing sent on the way out.
    const started = page.waitForResponse((r) => /user-day-status\/\d+\/start/.test(r.url()));
    await lesson.click();
    await video.evaluate((v: HTMLVideoElement) => {
      v.muted = true;
      v.playbackRate = 2;
      return v.play();
    });
    expect((await started).status()).toBe(200);
    // 12 s of 61: without them the rest (49 s) is short of the day's 60.
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(12);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Page.crash').catch(() => undefined);

    // Back on the phone: the lesson resumes where it stopped and is watched to its end.
    const again = await context.newPage();
    await again.goto(dayUrl);
    await again
      .getByRole('button', { name: /^Дыхание животом \(разбор\)/ })
      .first()
      .click();
    const resumed = again.locator('video');
    await expect.poll(() => resumed.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(10);
    await resumed.evaluate((v: HTMLVideoElement) => {
      v.muted = true;
      v.playbackRate = 2;
      return v.play();
    });
    await expect(again.getByText('Day completed')).toBeVisible({ timeout: 90_000 });
    await screenshot(again, 'journeys/resumed-day-finished');
  },
);
