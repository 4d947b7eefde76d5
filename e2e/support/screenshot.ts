import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Page, test } from '@playwright/test';

/** e2e/artifacts/screens: kept by CI as an artefact, next to the HTML report. */
const screensDir = fileURLToPath(new URL('../artifacts/screens/', import.meta.url));

/**
 * Saves a full-page JPEG as e2e/artifacts/screens/<project>/<name>.jpg, so the same screen can be
 * compared across the desktop and phone projects. Returns the file's path.
 *
 * JPEG at quality 80, not PNG: these are screens people look at, not pixels compared, and Chromium
 * encodes a full page as JPEG in about 60 % of the PNG time on this 2-core machine (0.8 s against
 * 1.3 s a screen, measured with the suite's load; decision 117). The suite saves some 500 of them.
 * @param name a file-name-safe label such as "login" or "day-3-player"; "/" makes sub folders
 */
export async function screenshot(page: Page, name: string): Promise<string> {
  const project = test.info().project.name || 'default';
  const file = path.join(screensDir, project, `${name}.jpg`);
  await mkdir(path.dirname(file), { recursive: true });
  await page.screenshot({ path: file, fullPage: true, type: 'jpeg', quality: 80 });
  return file;
}
