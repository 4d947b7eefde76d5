import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, userExternalAuths, userScores, users } from '../../db/schema/index.js';
import { addSchool, addUser, signIn } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let projectId: number;

beforeAll(async () => {
  t = await createTestApp();
  projectId = (await addSchool(t.db, 'school-a.test', { isRegistrationEnable: true })).project.id;
  for (const name of ['anna', 'bob', 'carol', 'dan', 'gone'])
    await addUser(t.db, projectId, `${name}@example.com`);
});
afterAll(() => t.close());

const post = (url: string, token: string, payload: Record<string, unknown>) =>
  t.call({ method: 'POST', url: `/spa/api/v1${url}?lang=en`, token, payload, remoteAddress: '10.4.0.1' });

describe('POST /user/update-password', () => {
  const change = (token: string, payload: Record<string, unknown>) =>
    post('/user/update-password', token, payload);

  it.each([
    [
      'no current password',
      { password: 'new-password', password_repeat: 'new-password' },
      'current_password',
    ],
    [
      'a wrong current password',
      { current_password: 'nope', password: 'new-password', password_repeat: 'new-password' },
      'current_password',
    ],
    [
      'a short new password',
      { current_password: 'secret-pass', password: 'short', password_repeat: 'short' },
      'password',
    ],
    [
      'a repeat that does not match',
      { current_password: 'secret-pass', password: 'new-password', password_repeat: 'other-password' },
      'password_repeat',
    ],
  ])('refuses %s with 422 [{field, message}] and changes nothing', async (_name, payload, field) => {
    const token = await signIn(t.call, 'school-a.test', 'anna@example.com');
    const res = await change(token, payload);
    expect(res.statusCode).toBe(422);
    const items = res.json() as { field: string; message: string }[];
    expect(items.map((i) => i.field)).toContain(field);
    await expect(signIn(t.call, 'school-a.test', 'anna@example.com')).resolves.toBeTruthy();
  });

  it('changes the password; this session goes on, the others end', async () => {
    const mobile = await signIn(t.call, 'school-a.test', 'bob@example.com', 'secret-pass', 'mobile');
    const web = await signIn(t.call, 'school-a.test', 'bob@example.com');
    const res = await change(web, {
      current_password: 'secret-pass',
      password: 'new-password',
      password_repeat: 'new-password',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: 'bob@example.com', is_require_update_password: false });
    expect((await t.call({ method: 'GET', url: '/spa/api/v1/user', token: web })).statusCode).toBe(200);
    const mobileStatus = async () =>
      (await t.call({ method: 'GET', url: '/spa/api/v1/user', token: mobile })).statusCode;
    await expect.poll(mobileStatus, { timeout: 2000 }).toBe(401);
    await expect(signIn(t.call, 'school-a.test', 'bob@example.com', 'secret-pass')).rejects.toThrow();
    await expect(signIn(t.call, 'school-a.test', 'bob@example.com', 'new-password')).resolves.toBeTruthy();
  });

  it('needs a signed-in user', async () => {
    const res = await t.call({ method: 'POST', url: '/spa/api/v1/user/update-password', payload: {} });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /user/update-user', () => {
  it('sets the e-mail, trimmed and lower-cased', async () => {
    const token = await signIn(t.call, 'school-a.test', 'carol@example.com');
    const res = await post('/user/update-user', token, { email: ' Carol.New@Example.com ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().email).toBe('carol.new@example.com');
    await expect(signIn(t.call, 'school-a.test', 'carol.new@example.com')).resolves.toBeTruthy();
  });

  it.each([
    [
      'an e-mail of another account',
      { email: 'anna@example.com' },
      'This email address has already been taken.',
    ],
    ['an invalid e-mail', { email: 'nope' }, 'Email is not a valid email address.'],
    ['neither e-mail nor status', {}, 'Email or status must be set.'],
  ])('refuses %s under `email`', async (_name, payload, text) => {
    const token = await signIn(t.call, 'school-a.test', 'dan@example.com');
    const res = await post('/user/update-user', token, payload);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual([{ field: 'email', message: text }]);
  });

  it('raises the status (registration by chat), never lowers it, and refuses unknown values', async () => {
    const token = await signIn(t.call, 'school-a.test', 'dan@example.com');
    expect((await post('/user/update-user', token, { status: 30 })).json().status).toBe(30);
    const lower = await post('/user/update-user', token, { status: 20 });
    expect(lower.statusCode).toBe(422);
    expect(lower.json()).toEqual([{ field: 'status', message: 'The status cannot be lowered.' }]);
    expect((await post('/user/update-user', token, { status: 35 })).statusCode).toBe(422);
  });
});

describe('DELETE /user', () => {
  it('deletes the account and its data; every session ends; the address can sign up again', async () => {
    const web = await signIn(t.call, 'school-a.test', 'gone@example.com');
    const mobile = await signIn(t.call, 'school-a.test', 'gone@example.com', 'secret-pass', 'mobile');
    const [user] = await t.db.select().from(users).where(eq(users.email, 'gone@example.com'));
    await t.db.insert(userScores).values({ projectId, userId: user!.id, amount: 10, reason: 'day' });
    await t.db
      .insert(userExternalAuths)
      .values({ projectId, userId: user!.id, source: 'google', socialId: 'g-1' });

    const res = await t.call({ method: 'DELETE', url: '/spa/api/v1/user?lang=en', token: web });
    expect(res.statusCode).toBe(204);
    for (const token of [web, mobile]) {
      expect((await t.call({ method: 'GET', url: '/spa/api/v1/user', token })).statusCode).toBe(401);
    }
    expect(await t.db.select().from(users).where(eq(users.id, user!.id))).toHaveLength(0);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user!.id))).toHaveLength(0);
    expect(await t.db.select().from(userScores).where(eq(userScores.userId, user!.id))).toHaveLength(0);
    expect(
      await t.db.select().from(userExternalAuths).where(eq(userExternalAuths.userId, user!.id)),
    ).toHaveLength(0);

    const form = new FormData();
    for (const [k, v] of Object.entries({
      email: 'gone@example.com',
      password: 'again-pass',
      password_repeat: 'again-pass',
    })) {
      form.append(k, v);
    }
    const again = await t.call({ method: 'POST', url: '/spa/api/v1/auth/signup-by-email', payload: form });
    expect(again.json().success).toBe(true);
  });

  it('needs a signed-in user', async () => {
    expect((await t.call({ method: 'DELETE', url: '/spa/api/v1/user' })).statusCode).toBe(401);
  });
});
