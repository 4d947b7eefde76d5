import { expect, test } from '@playwright/test';
import { SCHOOL_URLS, signUpByApi, uniqueEmail, useLanguage } from '../support';
import { learnersChromium } from '../support/browsers';
import { phoneOnly } from '../support/projects';

// One tap plays a lesson on a phone (decision 131). The lesson's source comes with the learner's
// intent to play; before it, Chromium with touch keeps a tap on the video for its own controls and
// sends the video no click, so the end of the touch must be the press. The headless shell passes
// the click on and could not fail here: this file runs in the learner's Chromium.
test.use({ launchOptions: learnersChromium });

const MINDFUL = SCHOOL_URLS.localhost;

test('one tap on the video plays the lesson', phoneOnly, async ({ page, request }) => {
  // A new learner's demo course: day 1 opens with a lesson video.
  const token = await signUpByApi(request, MINDFUL, uniqueEmail('lesson-tap'));
  await useLanguage(page, 'en');
  await page.goto(MINDFUL);
  await page.evaluate((value) => window.localStorage.setItem('cp.token', value), token);
  await page.goto(`${MINDFUL}course`);
  await page.getByRole('link', { name: 'Практика благодарности', exact: true }).click();
  await page.locator('li[data-day="1"]').getByRole('link').click();
  await expect(page).toHaveURL(/\/calendar\/1$/);
  const video = page.locator('video');
  await expect(video).toHaveAttribute('data-source', 'hls.js');
  // No source before the tap: the one tap must load the lesson and play it.
  expect(
    await video.evaluate((v: HTMLVideoElement) => v.networkState === HTMLMediaElement.NETWORK_EMPTY),
  ).toBe(true);
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
  });
  await video.tap();
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0.3), {
      timeout: 20_000,
    })
    .toBe(true);
});
