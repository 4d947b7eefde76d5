import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { HASH_QUEUE, HASH_THREADS, hashingLoad } from '../../lib/password-pool.js';
import { addSchool } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// Issue 8: a flood of failed sign-ins made the app page and media wait 20-60 s, because
// password hashing shared libuv's thread pool with file serving (ARCHITECTURE §8 "hashing
// never starves other work"; decision 041).
const FLOOD = 40;
/** A file served from disk by @fastify/static, through libuv's thread pool. */
const FILE = '/v/facefit/logo.svg';
let t: TestApp;

beforeAll(async () => {
  // The flood is about real hashing cost: not the cheaper hashes other test files use.
  vi.stubEnv('SCRYPT_COST_LOG2', '17');
  // The address ceiling is not what this test is about: every guess comes from its own address.
  t = await createTestApp({ config: { LOGIN_LIMIT_PER_ADDRESS: 100_000 } });
  await addSchool(t.db, 'school-a.test');
});
afterAll(async () => {
  await t.close();
  vi.unstubAllEnvs();
});

it('a sign-in flood neither makes a file wait for the hashes nor hashes more than the pool holds', async () => {
  expect((await t.app.inject({ url: FILE })).statusCode).toBe(200);

  /** Answers in the order they arrive: `hashed` (a password was checked), a refusal, or the file. */
  const order: string[] = [];
  const guesses = Array.from({ length: FLOOD }, (_, i) =>
    t
      .call({
        method: 'POST',
        url: '/spa/api/v1/auth/login?lang=en',
        payload: { email: `flood${i}@example.com`, password: 'a guess' },
        remoteAddress: `10.8.0.${i + 1}`,
      })
      .then((res) => {
        order.push(res.statusCode === 200 ? 'hashed' : `refused ${res.statusCode}`);
        return res;
      }),
  );
  // Once the flood is answering, every guess it holds is waiting to be hashed: ask for the file.
  await Promise.race(guesses);
  const hashedBefore = order.filter((a) => a === 'hashed').length;
  const file = await t.app.inject({ url: FILE });
  order.push('file');
  const answers = await Promise.all(guesses);

  expect(file.statusCode).toBe(200);
  // The file did not queue behind the hashes: at most one hash (one already under way) finished
  // while it was served. Behind a shared pool it waits for nearly all of them.
  const hashedWhileFileWaited = order.slice(0, order.indexOf('file')).filter((a) => a === 'hashed').length;
  expect(hashedWhileFileWaited - hashedBefore).toBeLessThanOrEqual(1);

  // The bound: what the pool cannot hold is refused at once, 503 with Retry-After, and the rest
  // were really checked (the same answer as any wrong password).
  const hashed = answers.filter((res) => res.statusCode === 200);
  const refused = answers.filter((res) => res.statusCode === 503);
  expect(hashed.length + refused.length).toBe(FLOOD);
  expect(hashed.length).toBeLessThanOrEqual(HASH_THREADS + HASH_QUEUE);
  expect(refused.length).toBeGreaterThan(0);
  expect(refused[0]!.json()).toMatchObject({ name: 'Service Unavailable', code: 0, status: 503 });
  expect(refused[0]!.json().message).toMatch(/busy checking passwords/);
  expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(0);
  expect(hashed[0]!.json()).toEqual({
    success: false,
    errors: { password: ['Incorrect e-mail or password.'] },
  });
  expect(hashingLoad().peakInFlight).toBeLessThanOrEqual(HASH_THREADS + HASH_QUEUE);
}, 180_000);
