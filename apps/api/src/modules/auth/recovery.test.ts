import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { RATE_LIMITS } from '@cp/contract';
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeTokens } from '../../db/schema/index.js';
import { addSchool, addUser, signIn } from '../../test/fixtures.js';
import { type SmtpServer, startSmtpServer } from '../../test/smtp.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const RESET = '/spa/api/v1/auth/request-password-reset?lang=en';
const BY_TOKEN = '/spa/api/v1/auth/login-by-token?lang=en';
let smtp: SmtpServer;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ config: { SMTP_URL: smtp.url } });
  const a = await addSchool(t.db, 'school-a.test');
  for (const name of ['anna', 'bob', 'carol', 'dan', 'eve', 'fay']) {
    await addUser(t.db, a.project.id, `${name}@example.com`, 'old-password');
  }
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const requestReset = (email: string, ip: string) =>
  t.call({ method: 'POST', url: RESET, payload: { email }, remoteAddress: ip });
const exchange = (token: string) => t.call({ method: 'POST', url: BY_TOKEN, payload: { token } });

/** Requests a reset for `email` and answers the link of the mail that arrives. */
async function linkFor(email: string, ip: string): Promise<URL> {
  const before = smtp.received.length;
  const res = await requestReset(email, ip);
  expect(res.json()).toEqual({ success: true, data: {} });
  const mails = await smtp.waitFor(before + 1);
  const mail = mails[before]!;
  expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe(email);
  const href = /https?:\/\/\S+/.exec(mail.text ?? '')?.[0];
  expect(href).toBeDefined();
  return new URL(href!);
}

describe('POST /auth/request-password-reset, over SMTP', () => {
  it('mails a one-time link to the app on the school host; following it signs in once, password change required', async () => {
    const link = await linkFor('anna@example.com', '10.0.0.1');
    const mail = smtp.received.at(-1)!;
    expect(mail.subject).toBe('Title of school-a.test: restore access');
    expect(mail.from?.text).toBe('no-reply@school-a.test');
    expect(link.origin).toBe('http://school-a.test');
    expect(link.pathname).toBe('/class/auto-login');
    expect(link.searchParams.get('returnUrl')).toBe('/class/resetPassword');
    const oneTime = link.searchParams.get('token')!;

    // What the app's /auto-login screen does with the link.
    const first = await exchange(oneTime);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.success).toBe(true);
    expect(body.data.user).toMatchObject({ email: 'anna@example.com', is_require_update_password: true });
    expect(body.data.token).not.toBe(oneTime);
    const user = await t.call({ method: 'GET', url: '/spa/api/v1/user', token: body.data.token });
    expect(user.json().is_require_update_password).toBe(true);

    const again = await exchange(oneTime);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({
      success: false,
      errors: { token: ['The link is not valid: it has already been used or has expired.'] },
    });
    // The one-time token is no session token either.
    expect((await t.call({ method: 'GET', url: '/spa/api/v1/user', token: oneTime })).statusCode).toBe(401);
  });

  it('answers an unregistered address exactly like a registered one, and mails nothing to it', async () => {
    const before = smtp.received.length;
    const unknown = await requestReset('ghost@example.com', '10.0.1.1');
    const known = await requestReset('dan@example.com', '10.0.1.2');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    await smtp.waitFor(before + 1);
    await new Promise((r) => setTimeout(r, 300));
    const sent = smtp.received.slice(before).map((m) => (m.to && 'text' in m.to ? m.to.text : ''));
    expect(sent).toEqual(['dan@example.com']);
  });

  it('refuses an expired link', async () => {
    const link = await linkFor('eve@example.com', '10.0.2.1');
    const token = link.searchParams.get('token')!;
    await t.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.userId, (await findUserId('eve@example.com'))!));
    expect((await exchange(token)).json().success).toBe(false);
  });

  it('after the link the password changes without the old one; the flag clears, other sessions end, older links die', async () => {
    const mobile = await signIn(t.call, 'school-a.test', 'bob@example.com', 'old-password', 'mobile');
    const older = await linkFor('bob@example.com', '10.0.3.1');
    const link = await linkFor('bob@example.com', '10.0.3.1');
    const session = (await exchange(link.searchParams.get('token')!)).json().data.token;
    // Using one link ends every other outstanding link of the learner.
    expect((await exchange(older.searchParams.get('token')!)).json().success).toBe(false);

    const res = await t.call({
      method: 'POST',
      url: '/spa/api/v1/user/update-password?lang=en',
      token: session,
      payload: { password: 'brand-new-pass', password_repeat: 'brand-new-pass' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().is_require_update_password).toBe(false);
    const status = async () =>
      (await t.call({ method: 'GET', url: '/spa/api/v1/user', token: mobile })).statusCode;
    await expect.poll(status, { timeout: 2000 }).toBe(401);
    expect((await t.call({ method: 'GET', url: '/spa/api/v1/user', token: session })).statusCode).toBe(200);
    await expect(signIn(t.call, 'school-a.test', 'bob@example.com', 'brand-new-pass')).resolves.toBeTruthy();
  });

  it(`mails one address at most ${RATE_LIMITS.passwordResetPerEmail.max} times in the window, answering the same`, async () => {
    const before = smtp.received.length;
    const max = RATE_LIMITS.passwordResetPerEmail.max;
    for (let i = 0; i <= max; i++) {
      const res = await requestReset('carol@example.com', `10.0.4.${i}`);
      expect(res.json()).toEqual({ success: true, data: {} });
    }
    await smtp.waitFor(before + max);
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.received.length - before).toBe(max);
  });

  it(`refuses the ${RATE_LIMITS.passwordReset.max + 1}th request of an address in the window with 429`, async () => {
    for (let i = 0; i < RATE_LIMITS.passwordReset.max; i++) {
      expect((await requestReset(`nobody${i}@example.com`, '10.0.5.1')).statusCode).toBe(200);
    }
    const res = await requestReset('nobody@example.com', '10.0.5.1');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ name: 'Too Many Requests', code: 0, status: 429 });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect((await requestReset('nobody@example.com', '10.0.5.2')).statusCode).toBe(200);
  });

  it.each([
    ['not an e-mail', { email: 'anna' }, 'email'],
    ['no e-mail', {}, 'email'],
  ])('%s -> 422 under the field', async (_name, payload, field) => {
    const res = await t.call({ method: 'POST', url: RESET, payload, remoteAddress: '10.0.6.1' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toHaveLength(1);
  });

  it('from the staff sign-in (app=staff) mails a link to the staff password page, which signs in once (issue 28)', async () => {
    const before = smtp.received.length;
    const res = await t.call({
      method: 'POST',
      url: `${RESET}&app=staff`,
      payload: { email: 'fay@example.com' },
      remoteAddress: '10.0.7.1',
    });
    expect(res.json()).toEqual({ success: true, data: {} });
    const mail = (await smtp.waitFor(before + 1))[before]!;
    const link = new URL(/https?:\/\/\S+/.exec(mail.text ?? '')![0]);
    expect(link.origin).toBe('http://school-a.test');
    expect(link.pathname).toBe('/staff/reset-password');
    expect(link.searchParams.get('returnUrl')).toBeNull();
    const signedIn = (await exchange(link.searchParams.get('token')!)).json();
    expect(signedIn.data.user).toMatchObject({ email: 'fay@example.com', is_require_update_password: true });
  });

  it('refuses an unknown app with 422 and mails nothing', async () => {
    const before = smtp.received.length;
    const res = await t.call({
      method: 'POST',
      url: `${RESET}&app=shop`,
      payload: { email: 'fay@example.com' },
      remoteAddress: '10.0.7.2',
    });
    expect(res.statusCode).toBe(422);
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.received.length).toBe(before);
  });

  it('refuses a token of the wrong shape with 422, an unknown one as an invalid link', async () => {
    expect((await exchange('short')).statusCode).toBe(422);
    expect((await exchange('x'.repeat(43))).json().success).toBe(false);
  });
});

describe("the link's address is the school's configured one, never the request's Host (issue 8)", () => {
  /** The link of a reset requested with `host` as the Host header, on an app with `config`. */
  async function linkVia(config: { PUBLIC_URL?: string; PORT?: number }, host: string): Promise<URL> {
    const app = await createTestApp({ config: { SMTP_URL: smtp.url, ...config } });
    try {
      const a = await addSchool(app.db, 'school-a.test');
      await addUser(app.db, a.project.id, 'anna@example.com');
      const before = smtp.received.length;
      const res = await app.call({
        method: 'POST',
        url: RESET,
        host,
        payload: { email: 'anna@example.com' },
      });
      expect(res.json()).toEqual({ success: true, data: {} });
      const mail = (await smtp.waitFor(before + 1))[before]!;
      return new URL(/https?:\/\/\S+/.exec(mail.text ?? '')![0]);
    } finally {
      await app.close();
    }
  }

  it("leaves out the Host header's port: the server's own PORT when there is no PUBLIC_URL", async () => {
    const link = await linkVia({ PORT: 8181 }, 'school-a.test:6666');
    expect(link.origin).toBe('http://school-a.test:8181');
  });

  it("takes PUBLIC_URL's scheme and port, on the school's own domain", async () => {
    const link = await linkVia({ PUBLIC_URL: 'https://learn.example:8443' }, 'school-a.test:6666');
    expect(link.origin).toBe('https://school-a.test:8443');
    expect(link.pathname).toBe('/class/auto-login');
  });
});

describe('without SMTP_URL the mail goes to DATA_DIR/outbox', () => {
  it('writes the message as an .eml file holding the link', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'cp-outbox-test-'));
    const offline = await createTestApp({ config: { dataDir } });
    try {
      const a = await addSchool(offline.db, 'school-a.test');
      await addUser(offline.db, a.project.id, 'anna@example.com');
      await offline.call({ method: 'POST', url: RESET, payload: { email: 'anna@example.com' } });
      const outbox = path.join(dataDir, 'outbox');
      const files = async () => (await readdir(outbox).catch(() => [])).filter((f) => f.endsWith('.eml'));
      await expect.poll(async () => (await files()).length, { timeout: 10_000 }).toBe(1);
      const mail = await simpleParser(await readFile(path.join(outbox, (await files())[0]!)));
      expect(mail.text).toMatch(/http:\/\/school-a\.test\/class\/auto-login\?token=[\w-]{43}/);
      const token = /token=([\w-]{43})/.exec(mail.text!)![1]!;
      const res = await offline.call({ method: 'POST', url: BY_TOKEN, payload: { token } });
      expect(res.json().data.user.is_require_update_password).toBe(true);
    } finally {
      await offline.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

async function findUserId(email: string) {
  const { users } = await import('../../db/schema/index.js');
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row?.id;
}
