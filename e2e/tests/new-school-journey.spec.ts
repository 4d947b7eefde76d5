import type { ChildProcess } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { E2E_PORT } from '../support/env';
import { desktopOnly } from '../support/projects';
import { screenshot } from '../support/screenshot';
import { finished, run, waitReady } from '../support/second-server';
import { watchFast } from '../support/video';

// Issue 28, its Test section: a school from nothing, as an operator makes it without a developer.
// An empty installation (SEED=none, a server of its own on a port of this stack's block, its own
// embedded database); `create-school` with a currency and a time zone and `create-admin` by the
// CLI, before the server holds the database (decision 116). Then, through the screens: the brand,
// a video uploaded and converted to Ready, a course with a lesson of that video, homework and a
// video consultation schedule, published; a service on sale in the catalogue and test payments;
// an expert and a learner invited, their links copied from the console (no mail on this server).
// The learner, on a phone, buys the course, watches its lesson to the end, hands in the homework,
// writes to the expert and books a video consultation; the expert, at a desk, reviews the homework,
// confirms the consultation and answers; the audit log reads each of the school's changes as a
// sentence. The administrator and the expert share one browser (one signs out, the other signs
// in); the learner has the other.

const PORT = E2E_PORT + 5;
const ORIGIN = `http://localhost:${PORT}`;
const STAFF = `${ORIGIN}/staff/`;
/** The name create-school gives, and the title the Brand screen gives it then. */
const NAME = 'Calm Breath';
const SCHOOL = 'Calm Breath Academy';
const ADMIN = { email: 'owner@calm-breath.test', password: 'calm-breath-owner-1' };
const EXPERT = { email: 'expert@calm-breath.test', password: 'calm-breath-expert-1' };
const LEARNER = { email: 'learner@calm-breath.test', password: 'calm-breath-learner-1' };
const COURSE = 'Breathing for beginners';
const LESSON = 'Slow exhale';
const TASK = 'Describe your breathing';
const SERVICE = 'Breathing: 30 days';
const PRODUCT = 'Breathing for beginners, 30 days';
const ZONE = 'Europe/Madrid';
const QUESTION = 'Hello! Is six counts enough for the exhale?';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
let dataDir = '';
let server: ChildProcess | undefined;
let clip = '';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'cp-e2e-new-school-'));
  // Eight seconds of a demo lesson, small: the upload converts in a moment and plays to its end
  // in a second at the tests' rate.
  clip = path.join(dataDir, 'slow-exhale.mp4');
  execFileSync('ffmpeg', [
    ...[
      '-v',
      'error',
      '-y',
      '-t',
      '8',
      '-i',
      path.join(repoRoot, 'apps/api/src/seed/media/clip-1/video.mp4'),
    ],
    ...['-vf', 'scale=320:180', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'],
    ...['-c:a', 'aac', clip],
  ]);
  const env = { DATA_DIR: path.join(dataDir, 'data'), SEED: 'none' };
  await mkdir(env.DATA_DIR);
  const staff = (...args: string[]) => finished(run(['apps/api/src/cli/staff.ts', ...args], env));
  await staff(
    ...['create-school', '--host', 'localhost', '--name', NAME, '--language', 'en'],
    ...['--currency', 'EUR', '--time-zone', ZONE],
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

/** Signs in to the console (the staff app) on `page`. */
async function staffSignIn(page: Page, who: { email: string; password: string }) {
  await page.goto(`${STAFF}sign-in`);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/sign-in/);
}

/** The learner's browser: a phone, in English. */
async function phone(browser: Browser) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
  });
  await context.addInitScript(() => window.localStorage.setItem('cp.language', 'en'));
  return context;
}

test(
  'a school from nothing: set up in the console, bought, learnt and answered',
  desktopOnly,
  async ({ page, browser }) => {
    test.setTimeout(180_000);
    await page.addInitScript(() => window.localStorage.setItem('cp.language', 'en'));
    const structure = page.getByRole('navigation', { name: 'Structure' });

    await test.step('the first administrator signs in and sets the brand', async () => {
      await staffSignIn(page, ADMIN);
      await page.goto(`${STAFF}brand`);
      await expect(page.getByRole('heading', { level: 1, name: 'Brand' })).toBeVisible();
      // The time zone create-school set, shown where it is changed.
      await expect(
        page.getByRole('region', { name: 'School time zone' }).getByLabel('Time zone'),
      ).toHaveValue(ZONE);
      await page.getByLabel('School title').fill(SCHOOL);
      await page.getByLabel('Main colour (buttons, links)').fill('#1d6f5f');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Changes saved' })).toBeVisible();
    });

    await test.step('a lesson video is uploaded and converts to Ready', async () => {
      await page.goto(`${STAFF}media`);
      await page.getByLabel('Choose files').setInputFiles(clip);
      const row = page.getByRole('row').filter({ hasText: 'slow-exhale' }).first();
      await expect(row.getByText('Ready')).toBeVisible({ timeout: 60_000 });
    });

    await test.step('a course with the lesson, homework and video consultations is published', async () => {
      await page.goto(`${STAFF}courses`);
      await page.getByRole('button', { name: 'New course' }).click();
      const create = page.getByRole('dialog', { name: 'New course' });
      await create.getByLabel('Title').fill(COURSE);
      await create.getByRole('button', { name: 'Create draft' }).click();
      await expect(page).toHaveURL(/\/staff\/courses\/\d+$/);
      await expect(page.getByRole('heading', { level: 1, name: COURSE })).toBeVisible();

      // The lesson, its video chosen among the school's converted ones.
      await structure.getByRole('button', { name: 'Add lesson' }).click();
      await page.getByLabel('Lesson title').fill(LESSON);
      await page.getByRole('button', { name: 'Choose video' }).click();
      await page.getByRole('button', { name: /^Use “slow-exhale/ }).click();
      // The homework task, in the course's catalogue.
      await structure.getByRole('button', { name: 'Homework' }).click();
      await page.getByRole('button', { name: 'Add task' }).click();
      await page.getByLabel('Task title').fill(TASK);
      // Day 1: a set with the lesson, and the task placed on it.
      await structure.getByRole('button', { name: /^Day 1:/ }).click();
      await page.getByRole('button', { name: 'Add lesson set' }).click();
      await page.getByRole('button', { name: 'Add lesson to set 1' }).click();
      await page.getByRole('button', { name: 'Place task' }).click();
      // One video consultation per stream, 30 minutes, at 10:00 every day of the week.
      await structure.getByRole('button', { name: 'Video consultations' }).click();
      await page.getByLabel('Video consultations per stream').fill('1');
      await expect(page.getByText(`Times are in the school’s time zone: ${ZONE}.`)).toBeVisible();
      await page.getByLabel('Length of one, in minutes').fill('30');
      const monday = page.getByRole('group', { name: 'Monday' });
      await monday.getByLabel('New start time on Monday').fill('10:00');
      await monday.getByRole('button', { name: 'Add' }).click();
      await monday.getByRole('button', { name: 'Same times every day' }).click();

      await page.getByRole('button', { name: 'Save draft' }).click();
      await expect(page.getByRole('status')).toHaveText('Saved');
      await expect(page.getByText('Nothing blocks publishing.')).toBeVisible();
      await page.getByRole('button', { name: 'Publish', exact: true }).click();
      await page
        .getByRole('dialog', { name: 'Publish the course?' })
        .getByRole('button', { name: 'Publish' })
        .click();
      await expect(page.getByRole('status')).toHaveText('Published as version 1');
    });

    await test.step('a service on sale in the catalogue, paid in test mode', async () => {
      await page.goto(`${STAFF}payments/settings`);
      await expect(page.getByLabel('Currency')).toHaveValue('EUR');
      await page.getByLabel('Payment mode').selectOption('test');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();

      await page.goto(`${STAFF}payments/services`);
      await page.getByRole('button', { name: 'New service' }).click();
      const service = page.getByRole('dialog', { name: 'New service' });
      await service.getByLabel('Title').fill(SERVICE);
      await service.getByLabel('Course').selectOption({ label: COURSE });
      await service.getByLabel('Price, EUR').fill('49.90');
      await service.getByRole('button', { name: 'Save' }).click();
      await expect(service).toHaveCount(0);
      await expect(page.getByRole('row').filter({ hasText: SERVICE })).toContainText('49.90');

      await page.goto(`${STAFF}payments/catalogue`);
      await page.getByRole('button', { name: 'New product' }).click();
      const product = page.getByRole('dialog', { name: 'Catalogue product' });
      await product.getByLabel('Product title').fill(PRODUCT);
      await product.getByLabel('Address name (alias)').fill('breathing-30');
      await product.getByLabel('Service').selectOption({ label: SERVICE });
      await product.getByRole('button', { name: 'Save' }).click();
      await expect(product).toHaveCount(0);
      await expect(
        page
          .getByRole('region', { name: 'Catalogue products' })
          .getByRole('listitem')
          .filter({ hasText: PRODUCT }),
      ).toContainText(SERVICE);
    });

    let expertLink = '';
    let learnerLink = '';
    await test.step('an expert and a learner are invited; the links are copied from the console', async () => {
      await page.goto(`${STAFF}team`);
      await page.getByRole('button', { name: 'Invite' }).click();
      const team = page.getByRole('dialog', { name: 'Invite to the team' });
      await team.getByLabel('Email').fill(EXPERT.email);
      await team.getByRole('checkbox', { name: COURSE }).check();
      await team.getByRole('button', { name: 'Send the invitation' }).click();
      await expect(page.getByRole('alert')).toContainText(
        'Mail is not configured on this server: the invitation was not e-mailed.',
      );
      expertLink = await page.getByLabel('Invitation link').inputValue();
      expect(new URL(expertLink).origin).toBe(ORIGIN);

      await page.goto(`${STAFF}people`);
      await page.getByRole('button', { name: 'Invite a learner' }).click();
      const people = page.getByRole('dialog', { name: 'Invite a learner' });
      await people.getByLabel('E-mail').fill(LEARNER.email);
      await people.getByLabel('Name', { exact: true }).fill('Lena');
      await people.getByRole('button', { name: 'Invite' }).click();
      const outcome = page.getByTestId('invitation-outcome');
      await expect(outcome).toContainText(`${LEARNER.email} has been added to the school.`);
      learnerLink = await outcome.getByLabel('Invitation link').inputValue();
      expect(new URL(learnerLink).origin).toBe(ORIGIN);
    });

    await test.step('the expert joins the team from the link', async () => {
      await page.getByRole('button', { name: 'Sign out' }).click();
      await expect(page).toHaveURL(/sign-in/);
      await page.goto(expertLink);
      await expect(
        page.getByRole('heading', { level: 1, name: /^Join the team of Calm Breath/ }),
      ).toBeVisible();
      await page.getByLabel('Name', { exact: true }).fill('Erik');
      await page.getByLabel('Last name').fill('Expert');
      await page.getByLabel('Password', { exact: true }).fill(EXPERT.password);
      await page.getByLabel('Repeat the password').fill(EXPERT.password);
      await page.getByRole('button', { name: 'Join the team' }).click();
      await expect(page).toHaveURL(/\/staff\/desk/);
    });

    const learnerContext = await phone(browser);
    const app = await learnerContext.newPage();
    let requestId = 0;
    try {
      await test.step('the learner opens the link, chooses a password and buys the course', async () => {
        await app.goto(learnerLink);
        await expect(app.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
        await app.getByLabel('New password', { exact: true }).fill(LEARNER.password);
        await app.getByLabel('Repeat the new password', { exact: true }).fill(LEARNER.password);
        await app.getByRole('button', { name: 'Save the password' }).click();
        await expect(app.getByRole('heading', { level: 1, name: 'My courses' })).toBeVisible();

        await app
          .getByRole('navigation', { name: 'Bottom menu' })
          .getByRole('link', { name: 'Catalogue' })
          .click();
        await expect(app).toHaveURL(/\/class\/catalog$/);
        const card = app.getByRole('article', { name: PRODUCT });
        await expect(card).toContainText('49.90');
        await card.getByRole('button', { name: `Buy “${PRODUCT}”` }).click();
        await app.getByRole('dialog').getByRole('button', { name: 'Go to payment' }).click();
        await expect(app).toHaveURL(/\/payments\/test-checkout\//);
        await app.getByLabel('Card number').fill('4242 4242 4242 4242');
        await app.getByLabel('Expiry (MM/YY)').fill('12/34');
        await app.getByLabel('CVC').fill('123');
        await app.getByRole('button', { name: /^Pay / }).click();
        await expect(app).toHaveURL(/\/class\/orders\/\d+$/);
        await expect(app.getByText('Paid. Thank you!')).toBeVisible({ timeout: 15_000 });
        await screenshot(app, 'new-school/order-paid');
        await app.getByRole('link', { name: 'Go to the course' }).click();
      });

      await test.step('the learner watches the lesson to the end and hands in the homework', async () => {
        await app.locator('li[data-day="1"]').getByRole('link').click();
        await expect(app).toHaveURL(/\/calendar\/1$/);
        const video = app.locator('video');
        await expect(video).toBeVisible();
        await watchFast(video);
        await expect(app.getByText('Day completed')).toBeVisible({ timeout: 30_000 });
        await app.getByRole('link', { name: new RegExp(TASK) }).click();
        await expect(app).toHaveURL(/\/homework\/\d+\/\d+$/);
        await app.getByLabel('Your answer').fill('My exhale is longer now: six counts.');
        await app.getByRole('button', { name: 'Hand in', exact: true }).click();
        await expect(app.locator('[data-review-state]')).toContainText('Under review');
      });

      await test.step('the learner writes to the expert and books a video consultation', async () => {
        await app
          .getByRole('navigation', { name: 'Bottom menu' })
          .getByRole('link', { name: 'Chat' })
          .click();
        await expect(app).toHaveURL(/\/class\/chat$/);
        // In the chat list: the course list may still be on screen while the route settles.
        await app
          .getByRole('list', { name: 'Chats with experts' })
          .getByRole('link', { name: new RegExp(COURSE) })
          .first()
          .click();
        // Straight after the hand-in, which is no chat message of theirs: nothing holds this one back.
        const composer = app.getByLabel('Message to the expert');
        await composer.fill(QUESTION);
        await app.getByRole('button', { name: 'Send' }).click();
        await expect(composer).toHaveValue('');
        await expect(
          app.getByRole('list', { name: 'Messages of the chat' }).getByText(QUESTION, { exact: true }),
        ).toBeVisible();

        await app.goto(`${ORIGIN}/class/videoconsultations`);
        await app.getByRole('link', { name: `Book a video consultation: ${COURSE}` }).click();
        await expect(app).toHaveURL(/\/videoconsultations\/\d+$/);
        requestId = Number(/(\d+)$/.exec(app.url())![1]);
        await app.getByLabel('Time', { exact: true }).selectOption({ index: 1 });
        await app.getByLabel('Phone', { exact: true }).fill('+34 612 345 678');
        await app.getByRole('button', { name: 'Book', exact: true }).click();
        await expect(app.locator('p[data-status="waiting"]')).toContainText('Waiting for confirmation');
      });

      await test.step('the expert reviews the homework, confirms the consultation and answers', async () => {
        await page.goto(`${STAFF}homework`);
        await page.getByRole('region', { name: 'Homework to review' }).getByRole('link').first().click();
        const submission = page.getByRole('region', { name: 'Submission' });
        await expect(submission).toContainText('My exhale is longer now: six counts.');
        await submission
          .getByRole('textbox', { name: 'Comment for the learner (goes to their chat)' })
          .fill('Well done: keep it for a week.');
        await submission.getByRole('button', { name: 'Accept', exact: true }).click();
        await expect(submission.getByRole('status')).toContainText('Accepted');

        await page.goto(`${STAFF}video-consultations`);
        const item = page.locator(`li[data-request-id="${requestId}"]`);
        await expect(item).toContainText('+34612345678');
        await item.getByRole('button', { name: 'Confirm this time' }).click();
        await expect(item).toHaveCount(0);
        // The learner's open screen hears of it without a reload.
        await expect(app.locator('p[data-status="confirmed"]')).toContainText('Confirmed');

        await page.goto(`${STAFF}desk`);
        await page.getByRole('link').filter({ hasText: 'Lena' }).first().click();
        await expect(page.getByRole('log', { name: 'Messages' }).getByText(QUESTION)).toBeVisible();
        await page.getByLabel('Reply to the learner').fill('Six is a good start.');
        await page.getByRole('button', { name: 'Send' }).click();
        await expect(
          page.getByRole('log', { name: 'Messages' }).getByText('Six is a good start.'),
        ).toBeVisible();
        await screenshot(page, 'new-school/expert-desk');
      });
    } finally {
      await learnerContext.close();
    }

    await test.step('the audit log reads each change of the school as a sentence', async () => {
      await page.getByRole('button', { name: 'Sign out' }).click();
      await staffSignIn(page, ADMIN);
      await page.goto(`${STAFF}audit`);
      const lines = page.getByRole('list', { name: 'Audit log' }).getByRole('listitem');
      // Newest first: each change a sentence, each field by its name on the screen and its value
      // (the colon after a field's name is the page's style, not its text).
      const readable: [string, ...RegExp[]][] = [
        [`accepted the team invitation sent to “${EXPERT.email}”`, /Role:?\s*expert/],
        [`invited a learner “${LEARNER.email}”`],
        [`invited “${EXPERT.email}” to the team`, new RegExp(`Courses:?\\s*${COURSE}`)],
        [`added a catalogue product “${PRODUCT}”`, new RegExp(`Service:?\\s*${SERVICE}`)],
        [`added a service “${SERVICE}”`, /Price:?\s*\D{0,4}49\.90/],
        ['changed the payment settings', /Payment mode:?\s*manual payment → test payments/],
        [`published a course “${COURSE}”`, /Course address:?\s*breathing-for-beginners/, /Version:?\s*1/],
        [`changed a course draft “${COURSE}”`],
        [`created a course draft “${COURSE}”`],
        ['uploaded a video “slow-exhale”', /File:?\s*slow-exhale\.mp4/],
        [
          'changed a domain “localhost”',
          new RegExp(`School title:?\\s*${NAME} → ${SCHOOL}`),
          /Main colour \(buttons, links\):?\s*— → #1d6f5f/,
        ],
      ];
      await expect(lines).toHaveCount(readable.length);
      for (const [n, [sentence, ...parts]] of readable.entries()) {
        await expect(lines.nth(n)).toContainText(sentence);
        for (const part of parts) await expect(lines.nth(n)).toContainText(part);
      }
      // Sentences and fields, never a record's raw JSON.
      for (const text of await lines.allInnerTexts()) expect(text).not.toMatch(/[{}]|Frontend settings/);
      await screenshot(page, 'new-school/audit');
    });
  },
);
