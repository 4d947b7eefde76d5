import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, userExternalAuths, userScores, users } from '../../db/schema/index.js';
import { addSchool, addUser, signIn } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let projectId: number;

beforeAll(async () => {
  t = await createTestApp();
  projectId = (
    await addSchool(t.db, 'school-a.test', { isRegistrationEnable: true, isUserAnonAuthEnable: true })
  ).project.id;
  for (const name of ['anna', 'bob', 'carol', 'dan', 'gone', 'erin', 'fay', 'gus'])
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
});

describe('POST /user/update-user: the status of registration by chat (decision 088)', () => {
  let calls = 0;
  const statusOf = async (token: string) =>
    (await t.call({ method: 'GET', url: '/spa/api/v1/user', token })).json().status as number;
  const statusIn = (token: string, status: unknown, lang = 'en') => {
    calls += 1;
    return t.call({
      method: 'POST',
      url: `/spa/api/v1/user/update-user?lang=${lang}`,
      token,
      payload: { status },
      // Each call from its own address: the route's rate limit is not what these tests are about.
      remoteAddress: `10.5.0.${calls}`,
    });
  };

  it('rises one step at a time, 10 -> 20 -> 30 -> 40; the same status again changes nothing', async () => {
    const token = await signIn(t.call, 'school-a.test', 'erin@example.com');
    for (const status of [20, 30, 40]) {
      const res = await statusIn(token, status);
      expect(res.statusCode).toBe(200);
      expect(res.json().status).toBe(status);
    }
    const again = await statusIn(token, 40);
    expect(again.statusCode).toBe(200);
    expect(again.json().status).toBe(40);
  });

  it.each([
    ['a skipped step', 30, 'en', 'The status rises one step at a time: only 20 can come next.'],
    ['a skipped step, in Spanish', 40, 'es', 'El estado sube de un paso a la vez: ahora solo puede ser 20.'],
    [
      'a skipped step, in Russian',
      30,
      'ru',
      'Статус повышается на одну ступень за раз: сейчас можно только 20.',
    ],
  ])('refuses %s with 422 under `status` and changes nothing', async (_name, status, lang, text) => {
    const token = await signIn(t.call, 'school-a.test', 'fay@example.com');
    const res = await statusIn(token, status, lang);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual([{ field: 'status', message: text }]);
    expect(await statusOf(token)).toBe(10);
  });

  it('never lowers the status', async () => {
    const token = await signIn(t.call, 'school-a.test', 'gus@example.com');
    expect((await statusIn(token, 20)).statusCode).toBe(200);
    expect((await statusIn(token, 30)).statusCode).toBe(200);
    const lower = await statusIn(token, 20);
    expect(lower.statusCode).toBe(422);
    expect(lower.json()).toEqual([{ field: 'status', message: 'The status cannot be lowered.' }]);
    const skip = await statusIn(token, 10);
    expect(skip.statusCode).toBe(422);
    expect(await statusOf(token)).toBe(30);
  });

  it.each([
    ['a value between steps', 25],
    ['an unknown value', 50],
    ['a negative value', -10],
    ['text', 'twenty'],
    ['a fraction', 20.5],
    ['a huge number', 1e20],
    ['a list', [20]],
    ['an object', { status: 20 }],
    ['null', null],
  ])('refuses %s with 422 and changes nothing', async (_name, status) => {
    const token = await signIn(t.call, 'school-a.test', 'fay@example.com');
    const res = await statusIn(token, status);
    expect(res.statusCode).toBe(422);
    expect(Array.isArray(res.json())).toBe(true);
    expect(await statusOf(token)).toBe(10);
  });

  it('needs an e-mail and a password for 20: an app-id account gives its e-mail in the same call', async () => {
    await addUser(t.db, projectId, 'ignored@example.com', 'app-pass', { email: null, appId: 'app-77' });
    const login = await t.call({
      method: 'POST',
      url: '/spa/api/v1/auth/login-by-app-id',
      payload: { app_id: 'app-77', password: 'app-pass' },
    });
    expect(login.json()).toMatchObject({ success: true });
    const token = login.json().data.token as string;
    const alone = await statusIn(token, 20);
    expect(alone.statusCode).toBe(422);
    expect(alone.json()).toEqual([
      { field: 'status', message: 'Status 20 needs the account to have an e-mail and a password.' },
    ]);
    const taken = await post('/user/update-user', token, { email: 'anna@example.com', status: 20 });
    expect(taken.statusCode).toBe(422);
    expect(await statusOf(token)).toBe(10);
    const both = await post('/user/update-user', token, { email: 'app77@example.com', status: 20 });
    expect(both.statusCode).toBe(200);
    expect(both.json()).toMatchObject({ email: 'app77@example.com', status: 20 });
  });

  it('refuses 20 to an account without a password (made by a social network)', async () => {
    const social = await addUser(t.db, projectId, 'social@example.com');
    const token = await signIn(t.call, 'school-a.test', 'social@example.com');
    await t.db.update(users).set({ passwordHash: null }).where(eq(users.id, social.id));
    t.app.forgetCachedSessions(social.id);
    const res = await statusIn(token, 20, 'ru');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual([
      { field: 'status', message: 'Для статуса 20 у аккаунта должны быть e-mail и пароль.' },
    ]);
    expect(await statusOf(token)).toBe(10);
  });

  it("needs a signed-in user of this school: no token, a bad token, another school's token", async () => {
    const other = await addSchool(t.db, 'school-b.test', { isRegistrationEnable: true });
    await addUser(t.db, other.project.id, 'erin@example.com');
    const elsewhere = await signIn(t.call, 'school-b.test', 'erin@example.com');
    for (const token of [undefined, 'not-a-token', elsewhere]) {
      const res = await t.call({
        method: 'POST',
        url: '/spa/api/v1/user/update-user?lang=en',
        token,
        payload: { status: 20 },
      });
      expect(res.statusCode).toBe(401);
    }
    const [row] = await t.db.select().from(users).where(eq(users.projectId, other.project.id));
    expect(row!.status).toBe(10);
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
