import { LOGIN_FAILURE_LIMIT } from '@cp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { addSchool, addUser } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { SignInContext } from './sessions.service.js';
import { takeAttempt } from './sign-in-throttle.js';

// Issue 8 and decision 041: limits that slow an attacker without locking the owner out.
const URL = '/spa/api/v1/auth/login?lang=en';
const PER_ADDRESS = 12;
let t: TestApp;
let projectId: number;

beforeAll(async () => {
  t = await createTestApp({
    config: {
      // What an operator's TRUST_PROXY=true now means: one proxy hop.
      TRUST_PROXY: loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY,
      LOGIN_LIMIT_PER_ADDRESS: PER_ADDRESS,
    },
  });
  projectId = (await addSchool(t.db, 'school-a.test')).project.id;
  for (const name of ['anna', 'boris', 'cora', 'dan']) {
    await addUser(t.db, projectId, `${name}@example.com`, 'right-password');
  }
});
afterAll(() => t.close());

const login = (email: string, password: string, ip: string, headers: Record<string, string> = {}) =>
  t.call({ method: 'POST', url: URL, payload: { email, password }, remoteAddress: ip, headers });
const signedIn = (res: { json: () => { success?: boolean } }) => res.json().success === true;

function expectRefused(res: Awaited<ReturnType<typeof login>>) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toMatchObject({ name: 'Too Many Requests', code: 0, status: 429 });
  expect(res.json().message).toMatch(/Too many failed sign-in attempts/);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

describe('failed sign-ins are limited per account and address (decision 041)', () => {
  it(`checks at most ${LOGIN_FAILURE_LIMIT} of many simultaneous guesses; the right password among them is refused`, async () => {
    const guesses = Array.from({ length: 3 * LOGIN_FAILURE_LIMIT }, (_, i) =>
      login('cora@example.com', `wrong-${i}`, '10.3.0.1'),
    );
    const answers = await Promise.all([...guesses, login('cora@example.com', 'right-password', '10.3.0.1')]);
    const checked = answers.filter((res) => res.statusCode === 200);
    expect(checked.length).toBe(LOGIN_FAILURE_LIMIT);
    for (const res of answers.filter((r) => r.statusCode !== 200)) expectRefused(res);
    expectRefused(answers.at(-1)!);
  }, 120_000);

  it('ten failures lock neither the owner at another address nor others at the same address', async () => {
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) {
      expect((await login('anna@example.com', 'wrong', '10.4.0.1')).statusCode).toBe(200);
    }
    // The pair is slowed down...
    expectRefused(await login('anna@example.com', 'right-password', '10.4.0.1'));
    // ...the owner from her own address gets in, and so does a classmate behind the same one.
    expect(signedIn(await login('anna@example.com', 'right-password', '10.4.0.2'))).toBe(true);
    expect(signedIn(await login('boris@example.com', 'right-password', '10.4.0.1'))).toBe(true);

    // The address's own ceiling (LOGIN_LIMIT_PER_ADDRESS) counts failures on every account, and
    // refusals too (issue 25): the refused attempt at anna's pair above used one up.
    for (let i = LOGIN_FAILURE_LIMIT + 1; i < PER_ADDRESS; i++) {
      expect((await login(`nobody${i}@example.com`, 'wrong', '10.4.0.1')).statusCode).toBe(200);
    }
    expectRefused(await login('boris@example.com', 'right-password', '10.4.0.1'));
    expect(signedIn(await login('boris@example.com', 'right-password', '10.4.0.3'))).toBe(true);
  }, 120_000);

  it('behind a proxy, counts the address the proxy saw, IPv6 grouped by /64, whatever the client puts first', async () => {
    const viaProxy = (password: string, client: string, spoofed: string) =>
      login('dan@example.com', password, '10.0.0.254', { 'x-forwarded-for': `${spoofed}, ${client}` });
    for (let i = 1; i <= LOGIN_FAILURE_LIMIT; i++) {
      const res = await viaProxy('wrong', `2001:db8:5:6::${i.toString(16)}`, `198.51.100.${i}`);
      expect(res.statusCode).toBe(200);
    }
    expectRefused(await viaProxy('right-password', '2001:db8:5:6:ffff::1', '203.0.113.99'));
    expect(signedIn(await viaProxy('right-password', '2001:db8:5:7::1', '203.0.113.99'))).toBe(true);
  }, 120_000);
});

describe('the attempt is counted before the password is checked (one statement)', () => {
  const ctx = (ip: string): SignInContext => ({
    projectId,
    appType: 'web',
    appId: null,
    ip,
    lang: 'en',
    singleDeviceOnly: false,
  });

  it(`lets exactly ${LOGIN_FAILURE_LIMIT} of many simultaneous attempts of one pair through`, async () => {
    const limits = { perAddress: 1000, perAccount: 1000 };
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, () => takeAttempt(t.db, ctx('10.6.0.1'), 'email:race@example.com', limits)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(LOGIN_FAILURE_LIMIT);
    expect(results.filter((r) => r.status === 'rejected').map((r) => r.reason.status)).toEqual(
      Array(30 - LOGIN_FAILURE_LIMIT).fill(429),
    );
  });

  it('stops guessing one account from many addresses, except from an address it signed in from', async () => {
    const limits = { perAddress: 1000, perAccount: 3 };
    const account = 'email:spread@example.com';
    await (await takeAttempt(t.db, ctx('10.7.0.1'), account, limits)).succeeded();
    for (let i = 1; i <= 3; i++) {
      await (await takeAttempt(t.db, ctx(`10.7.1.${i}`), account, limits)).failed();
    }
    await expect(takeAttempt(t.db, ctx('10.7.2.1'), account, limits)).rejects.toMatchObject({ status: 429 });
    // The owner's own address is never locked by what happens elsewhere.
    const owner = await takeAttempt(t.db, ctx('10.7.0.1'), account, limits);
    await owner.succeeded();
  });
});
