import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Page, test } from '@playwright/test';

/** e2e/artifacts/screens: kept by CI as an artefact, next to the HTML report. */
const screensDir = fileURLToPath(new URL('../artifacts/screens/', import.meta.url));

/**
 * Saves a full-page PNG as e2e/artifacts/screens/<project>/<name>.png, so the same screen can be
 * compared across the desktop and phone projects. Returns the file's path.
 * @param name a file-name-safe label such as "login" or "day-3-player"; "/" makes sub folders
 */
export async function screenshot(page: Page, name: string): Promise<string> {
  const project = test.info().project.name || 'default';
  const file = path.join(screensDir, project, `${name}.png`);
  await mkdir(path.dirname(file), { recursive: true });
  await page.screenshot({ path: file, fullPage: true });
  return file;
}
