import { loginResponse, TOKEN_TTL_MS } from '@cp/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema/index.js';
import { hashToken } from '../../lib/tokens.js';
import { addSchool, addUser } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const URL = '/spa/api/v1/auth/login?lang=en';
let t: TestApp;
let projectA: number;

beforeAll(async () => {
  t = await createTestApp();
  projectA = (await addSchool(t.db, 'school-a.test')).project.id;
  const b = await addSchool(t.db, 'school-b.test');
  await addUser(t.db, projectA, 'anna@example.com', 'right-password');
  // The same e-mail in another school is another person with another password.
  await addUser(t.db, b.project.id, 'anna@example.com', 'other-password');
});
afterAll(() => t.close());

const login = (payload: unknown, opts: { host?: string; ip?: string } = {}) =>
  t.call({
    method: 'POST',
    url: URL,
    host: opts.host,
    payload: payload as Record<string, unknown>,
    remoteAddress: opts.ip ?? '10.0.0.1',
  });

describe('POST /auth/login', () => {
  it('signs in with a trimmed, lower-cased e-mail and answers token and user', async () => {
    const res = await login({ email: '  Anna@Example.COM ', password: 'right-password' });
    expect(res.statusCode).toBe(200);
    const body = loginResponse.parse(res.json());
    if (!body.success) throw new Error('expected success');
    expect(body.data.user.email).toBe('anna@example.com');
    expect(body.data.user).not.toHaveProperty('password_hash');
    // At least 128 random bits, URL-safe.
    expect(Buffer.from(body.data.token, 'base64url').length).toBeGreaterThanOrEqual(16);
  });

  it('stores only the hash of the token, expiring in 30 days', async () => {
    const res = await login({ email: 'anna@example.com', password: 'right-password' });
    const { token } = res.json().data;
    const rows = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(rows).toHaveLength(1);
    const all = await t.db.select({ h: sessions.tokenHash }).from(sessions);
    expect(all.map((r) => r.h)).not.toContain(token);
    const ttl = rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime();
    expect(Math.abs(ttl - TOKEN_TTL_MS)).toBeLessThan(60_000);
  });

  it('answers a wrong password and an unknown e-mail identically', async () => {
    const wrong = await login({ email: 'anna@example.com', password: 'nope' }, { ip: '10.0.1.1' });
    const unknown = await login({ email: 'ghost@example.com', password: 'nope' }, { ip: '10.0.1.2' });
    expect(wrong.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(wrong.json()).toEqual({ success: false, errors: { password: ['Incorrect e-mail or password.'] } });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('writes the message in the language of the request', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/spa/api/v1/auth/login?lang=ru',
      payload: { email: 'anna@example.com', password: 'nope' },
      remoteAddress: '10.0.2.1',
    });
    expect(res.json().errors.password[0]).toBe('Неверный e-mail или пароль.');
  });

  it("refuses a school's password on another school's domain", async () => {
    const res = await login(
      { email: 'anna@example.com', password: 'right-password' },
      { host: 'school-b.test' },
    );
    expect(res.json().success).toBe(false);
    const ok = await login(
      { email: 'anna@example.com', password: 'other-password' },
      { host: 'school-b.test' },
    );
    expect(ok.json().success).toBe(true);
  });

  describe('bad input gets a 4xx in the spec shapes and changes nothing', () => {
    it.each([
      ['missing e-mail', { password: 'x' }, 'email'],
      ['missing password', { email: 'anna@example.com' }, 'password'],
      ['e-mail of wrong type', { email: 42, password: 'x' }, 'email'],
      ['password of wrong type', { email: 'anna@example.com', password: ['x'] }, 'password'],
      ['not an e-mail', { email: 'anna', password: 'x' }, 'email'],
      ['empty password', { email: 'anna@example.com', password: '' }, 'password'],
      ['overlong password', { email: 'anna@example.com', password: 'x'.repeat(2000) }, 'password'],
    ])('%s -> 422 with errors under the field', async (_name, payload, field) => {
      const before = await t.db.select().from(sessions);
      const res = await login(payload, { ip: '10.9.9.9' });
      expect(res.statusCode).toBe(422);
      const body = res.json();
      expect(body.success).toBe(false);
      expect(body.errors[field]?.length).toBeGreaterThan(0);
      expect(await t.db.select().from(sessions)).toHaveLength(before.length);
    });

    it('malformed JSON -> 400 in the error shape', async () => {
      const res = await t.call({
        method: 'POST',
        url: URL,
        headers: { 'content-type': 'application/json' },
        payload: '{"email": "anna@',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ name: 'Bad Request', code: 0, status: 400 });
    });

    it('a body over the limit -> 413', async () => {
      const res = await login({ email: 'anna@example.com', password: 'x', pad: 'y'.repeat(2 * 1024 * 1024) });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({ name: 'Payload Too Large', status: 413 });
    });

    it('unknown fields are dropped, never applied', async () => {
      const res = await login({
        email: 'anna@example.com',
        password: 'right-password',
        is_admin: true,
        role: 'staff',
      });
      expect(res.json().success).toBe(true);
      const [anna] = await t.db.select().from(users).where(eq(users.email, 'anna@example.com'));
      expect(anna!.isAdmin).toBe(false);
      expect(anna!.role).toBe('learner');
    });
  });
  // Limits of failed sign-ins: sign-in-throttle.test.ts (decision 041).
});
