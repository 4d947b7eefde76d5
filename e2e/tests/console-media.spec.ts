import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { E2E_PORT } from '../support/env';
import { desktopOnly, phoneOnly } from '../support/projects';
import { screenshot } from '../support/screenshot';

// The media library of the school console (issue 13 "Video pipeline", decision 075): the demo
// school's administrator uploads a short clip made here by ffmpeg, watches it convert to
// "Ready" on the real job queue, adds subtitles; a text file named .mp4 ends "not a video".

const STAFF = `http://localhost:${E2E_PORT}/staff/`;
const ADMIN = { email: 'admin@demo.school', password: 'demo1234' };
let dir: string;

test.beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'cp-e2e-media-'));
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=15:duration=2'],
    ...['-f', 'lavfi', '-i', 'sine=duration=2', '-c:v', 'libx264', '-preset', 'ultrafast'],
    ...['-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', path.join(dir, 'breathing-basics.mp4')],
  ]);
  writeFileSync(path.join(dir, 'notes.mp4'), 'Lesson notes, not a video.\n'.repeat(20));
  writeFileSync(path.join(dir, 'en.vtt'), 'WEBVTT\n\n00:00.000 --> 00:01.500\nBreathe in\n');
});
test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function openLibrary(page: Page, language: string) {
  await page.addInitScript((lang) => window.localStorage.setItem('cp.language', lang), language);
  await page.goto(`${STAFF}sign-in`);
  await page.locator('input[type="email"]').fill(ADMIN.email);
  await page.locator('input[type="password"]').fill(ADMIN.password);
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/staff\/desk/);
  await page.goto(`${STAFF}media`);
}

// The upload and transcoding pipeline at an administrator's desk (decision 108); the library at
// phone width is read by the next test, which uploads too.
test(
  'an administrator uploads a clip, sees it convert to Ready, and adds subtitles',
  desktopOnly,
  async ({ page }) => {
    test.setTimeout(120_000);
    await openLibrary(page, 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'Media library' })).toBeVisible();
    await page.getByLabel('Choose files').setInputFiles(path.join(dir, 'breathing-basics.mp4'));

    const row = page.getByRole('row').filter({ hasText: 'breathing-basics' }).first();
    await expect(row.getByText('Ready')).toBeVisible({ timeout: 90_000 });
    // The upload's line follows its video to the end (issue 28, 11), never left at "converting next".
    // It reads its video on its own poll (~2 s), beside the list's.
    await expect(page.getByText('Uploaded and converted: ready for lessons')).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByText('Uploaded: converting next')).toHaveCount(0);
    await expectAccessible(page);
    await screenshot(page, 'console-media/library');

    await row.getByRole('button', { name: 'breathing-basics' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('360p')).toBeVisible();
    await dialog.getByLabel('Language', { exact: true }).fill('en');
    await dialog.getByLabel('WebVTT file (.vtt)').setInputFiles(path.join(dir, 'en.vtt'));
    await dialog.getByRole('button', { name: 'Add subtitles' }).click();
    await expect(dialog.getByRole('button', { name: 'Remove the en subtitles' })).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, 'console-media/detail');
  },
);

test(
  'a text file named .mp4 ends "not a video", in the administrator’s language',
  phoneOnly,
  async ({ page }) => {
    test.setTimeout(60_000);
    await openLibrary(page, 'es');
    await page.getByLabel('Elija archivos').setInputFiles(path.join(dir, 'notes.mp4'));
    const row = page.getByRole('row').filter({ hasText: 'notes' }).first();
    await expect(row.getByText('Este archivo no es un vídeo.')).toBeVisible({ timeout: 30_000 });
    // The same bytes would fail the same way: no Retry is offered for a file that is not a video.
    await expect(row.getByRole('button', { name: 'Reintentar' })).toHaveCount(0);
    await expectAccessible(page);
    await screenshot(page, 'console-media/not-a-video');
    // The same library in Russian: every text of the screen is translated.
    await page.evaluate(() => window.localStorage.setItem('cp.language', 'ru'));
    await page.addInitScript(() => window.localStorage.setItem('cp.language', 'ru'));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Медиатека' })).toBeVisible();
    await expect(page.getByText('Этот файл не видео.').first()).toBeVisible();
    await screenshot(page, 'console-media/library-ru');
  },
);
