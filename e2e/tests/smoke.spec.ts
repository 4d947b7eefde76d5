import { expect, test } from '@playwright/test';

// The server Playwright started is up and ready: every other test depends on it.
test('the API answers /readyz', async ({ request }) => {
  const response = await request.get('/readyz');
  expect(response.status()).toBe(200);
});
