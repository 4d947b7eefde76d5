import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Page, test } from '@playwright/test';

/** e2e/artifacts/screens: kept by CI as an artefact, next to the HTML report. */
const screensDir = fileURLToPath(new URL('../artifacts/screens/', import.meta.url));

/**
 * Saves a full-page JPEG as e2e/artifacts/screens/<project>/<name>.jpg, so the same screen can be
 * compared across the desktop and phone projects.
 *
 * JPEG at quality 80, not PNG: these are screens people look at, not pixels compared, and Chromium
 * encodes a full page as JPEG in about 60 % of the PNG time on this 2-core machine (0.8 s against
 * 1.3 s a screen, measured with the suite's load; decision 117).
 *
 * Which screens a run saves (CP_E2E_SCREENSHOTS, decision 126): `tour`, the default, saves the
 * screen tour's (every screen of both schools at the project's width, the set people look through);
 * `all` adds the ones the flows take at their steps (about 230; each took about 0.13 s of CPU
 * and 0.35 s of its test's time in the tour, measured by decision 126);
 * `none` saves none. A failed test's own screenshot is Playwright's, whatever this says.
 * @param name a file-name-safe label such as "login" or "day-3-player"; "/" makes sub folders
 * @param from `tour` when the screen tour takes it
 */
export async function screenshot(page: Page, name: string, from: 'tour' | 'flow' = 'flow'): Promise<void> {
  const wanted = process.env.CP_E2E_SCREENSHOTS || 'tour';
  if (wanted === 'none' || (wanted === 'tour' && from !== 'tour')) return;
  const project = test.info().project.name || 'default';
  const file = path.join(screensDir, project, `${name}.jpg`);
  await mkdir(path.dirname(file), { recursive: true });
  const grown = await page.evaluate(growShell);
  try {
    await page.screenshot({ path: file, fullPage: true, type: 'jpeg', quality: 80 });
  } finally {
    if (grown) await page.evaluate(restoreShell);
  }
}

/**
 * The console on a desktop is an app shell: its header and sidebar stay while `#main` scrolls
 * inside the window, so a full-page shot would show a long screen's first screenful and then an
 * empty page. For the shot, `#main` and the boxes around it grow to their content (each one's
 * own style kept aside); `restoreShell` puts them back. A page that scrolls as a whole (the
 * learner's app, the console on a phone) is left as it is.
 */
function growShell(): boolean {
  const main = document.getElementById('main');
  if (!main || main.scrollHeight <= main.clientHeight + 1) return false;
  for (let box: HTMLElement | null = main; box && box !== document.body; box = box.parentElement) {
    box.dataset.shotStyle = box.getAttribute('style') ?? '';
    box.style.height = 'auto';
    box.style.maxHeight = 'none';
    box.style.overflow = 'visible';
  }
  return true;
}

function restoreShell(): void {
  for (const box of document.querySelectorAll<HTMLElement>('[data-shot-style]')) {
    const style = box.dataset.shotStyle;
    if (style) box.setAttribute('style', style);
    else box.removeAttribute('style');
    delete box.dataset.shotStyle;
  }
}
