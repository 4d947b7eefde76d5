import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support';

// The suite's accessibility check itself (support/a11y.ts, decision 101): it must still fail on
// what axe calls serious or critical, inside frames too, and pass a clean page.

test('the accessibility check fails on low contrast and on a frame image without text, passes a clean page', async ({
  page,
}) => {
  const head = '<html lang="en"><head><title>check</title></head>';
  await page.setContent(
    `${head}<body><main><h1>x</h1><p style="color:#eee;background:#fff">pale</p></main></body></html>`,
  );
  await expect(expectAccessible(page)).rejects.toThrow(/color-contrast/);

  const frame = '<html lang=en><body><img src=missing.png></body></html>';
  await page.setContent(
    `${head}<body><main><h1>x</h1><iframe title="inner" srcdoc="${frame}"></iframe></main></body></html>`,
  );
  await expect(page.frameLocator('iframe').locator('img')).toHaveCount(1);
  await expect(expectAccessible(page)).rejects.toThrow(/image-alt/);

  await page.setContent(`${head}<body><main><h1>clean</h1></main></body></html>`);
  await expectAccessible(page);
});
