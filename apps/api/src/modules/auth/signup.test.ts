import { loginResponse, RATE_LIMITS } from '@cp/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { addSchool, addUser, signIn } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const SIGNUP = '/spa/api/v1/auth/signup-by-email?lang=en';
const VALIDATE = '/spa/api/v1/auth/validate-signup-form?lang=en';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const open = await addSchool(t.db, 'school-a.test', { isRegistrationEnable: true });
  await addSchool(t.db, 'closed.test', { isRegistrationEnable: false });
  await addUser(t.db, open.project.id, 'taken@example.com');
});
afterAll(() => t.close());

/** A multipart/form-data body, as the app sends sign-up (spec 01 §7). */
function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
}

const valid = {
  username: 'new@example.com',
  email: 'new@example.com',
  password: 'long-enough',
  password_repeat: 'long-enough',
  timezone: 'Europe/Moscow',
};

const signup = (fields: Record<string, string>, opts: { host?: string; ip?: string } = {}) =>
  t.call({
    method: 'POST',
    url: SIGNUP,
    payload: form(fields),
    host: opts.host,
    remoteAddress: opts.ip ?? '10.1.0.1',
  });

describe('POST /auth/signup-by-email (multipart)', () => {
  it('creates the learner and signs in: {success, data: {token, user}} like login', async () => {
    const res = await signup({ ...valid, email: ' New@Example.com ' });
    expect(res.statusCode).toBe(200);
    const body = loginResponse.parse(res.json());
    if (!body.success) throw new Error('expected success');
    expect(body.data.user).toMatchObject({ email: 'new@example.com', timezone: 'Europe/Moscow' });
    const me = await t.call({ method: 'GET', url: '/spa/api/v1/user', token: body.data.token });
    expect(me.json().id).toBe(body.data.user.id);
    const [row] = await t.db.select().from(users).where(eq(users.email, 'new@example.com'));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    await expect(signIn(t.call, 'school-a.test', 'new@example.com', 'long-enough')).resolves.toBeTruthy();
  });

  it.each([
    ['no e-mail', { ...valid, email: '' }, 'email'],
    ['not an e-mail', { ...valid, email: 'nope' }, 'email'],
    ['an e-mail over 255 characters', { ...valid, email: `${'a'.repeat(250)}@x.com` }, 'email'],
    ['a short password', { ...valid, password: 'short', password_repeat: 'short' }, 'password'],
    [
      'an overlong password',
      { ...valid, password: 'x'.repeat(1025), password_repeat: 'x'.repeat(1025) },
      'password',
    ],
    ['a repeat that does not match', { ...valid, password_repeat: 'long-enougH' }, 'password_repeat'],
    ['an unknown time zone', { ...valid, timezone: 'Mars/Olympus' }, 'timezone'],
  ])('refuses %s with 422 under the field, creating nothing', async (_name, fields, field) => {
    const before = await t.db.select({ id: users.id }).from(users);
    const res = await signup(fields, { ip: '10.1.1.1' });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.success).toBe(false);
    expect(body.errors[field]?.length).toBeGreaterThan(0);
    expect(await t.db.select({ id: users.id }).from(users)).toHaveLength(before.length);
  });

  it('says "the field does not match" for the confirmed rule (spec 01 §5)', async () => {
    const res = await signup({ ...valid, password_repeat: 'other-value' }, { ip: '10.1.1.2' });
    expect(res.json().errors.password_repeat).toEqual(['The field does not match.']);
  });

  it('refuses a taken e-mail under `email`', async () => {
    const res = await signup({ ...valid, email: 'taken@example.com' }, { ip: '10.1.2.1' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      success: false,
      errors: { email: ['This email address has already been taken.'] },
    });
  });

  it('is closed where the brand does not enable registration', async () => {
    const res = await signup(valid, { host: 'closed.test', ip: '10.1.3.1' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ name: 'Forbidden', status: 403 });
  });

  it('accepts no files, and refuses a field sent twice', async () => {
    const withFile = form(valid);
    withFile.append('avatar', new Blob(['x'], { type: 'image/png' }), 'a.png');
    const file = await t.call({ method: 'POST', url: SIGNUP, payload: withFile, remoteAddress: '10.1.4.1' });
    expect(file.statusCode).toBe(413);
    const twice = form(valid);
    twice.append('email', 'second@example.com');
    const dup = await t.call({ method: 'POST', url: SIGNUP, payload: twice, remoteAddress: '10.1.4.2' });
    expect(dup.statusCode).toBe(422);
  });

  it(`allows ${RATE_LIMITS.signup.max} sign-ups per address in the window, then 429`, async () => {
    for (let i = 0; i < RATE_LIMITS.signup.max; i++) {
      await signup({ ...valid, email: 'taken@example.com' }, { ip: '10.1.5.1' });
    }
    const res = await signup({ ...valid, email: 'later@example.com' }, { ip: '10.1.5.1' });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ name: 'Too Many Requests', status: 429, code: 0 });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('takes the operator’s SIGNUP_LIMIT_PER_HOUR instead (a classroom behind one address)', async () => {
    const strict = await createTestApp({ config: { SIGNUP_LIMIT_PER_HOUR: 2 } });
    try {
      await addSchool(strict.db, 'classroom.test', { isRegistrationEnable: true });
      const codes: number[] = [];
      for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) {
        const res = await strict.call({
          method: 'POST',
          url: SIGNUP,
          payload: form({ ...valid, username: email, email }),
          host: 'classroom.test',
          remoteAddress: '10.1.6.1',
        });
        codes.push(res.statusCode);
      }
      expect(codes).toEqual([200, 200, 429]);
    } finally {
      await strict.close();
    }
  });
});

describe('POST /auth/validate-signup-form', () => {
  const validate = (payload: Record<string, unknown>, opts: { host?: string; ip?: string } = {}) =>
    t.call({ method: 'POST', url: VALIDATE, payload, host: opts.host, remoteAddress: opts.ip ?? '10.2.0.1' });

  it('answers success for a free, valid e-mail', async () => {
    expect((await validate({ email: 'free@example.com' })).json()).toEqual({ success: true, data: {} });
  });

  it.each([
    ['a taken e-mail', 'TAKEN@example.com', 'This email address has already been taken.'],
    ['an invalid e-mail', 'nope', 'Email is not a valid email address.'],
    ['a blank e-mail', '  ', 'Email cannot be blank.'],
  ])('puts %s under signupform-email', async (_name, email, text) => {
    const res = await validate({ email });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: false, errors: { 'signupform-email': [text] } });
  });

  it('is closed where registration is', async () => {
    expect((await validate({ email: 'free@example.com' }, { host: 'closed.test' })).statusCode).toBe(403);
  });

  it(`allows ${RATE_LIMITS.validateSignup.max} checks per address in the window, then 429`, async () => {
    for (let i = 0; i < RATE_LIMITS.validateSignup.max; i++) {
      expect((await validate({ email: `probe${i}@example.com` }, { ip: '10.2.9.9' })).statusCode).toBe(200);
    }
    const res = await validate({ email: 'probe@example.com' }, { ip: '10.2.9.9' });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });
});
