import { USER_EXPANDS, userResource } from '@cp/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, userScores, users } from '../../db/schema/index.js';
import { addSchool, addUser, signIn } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let token: string;
let userId: number;
beforeAll(async () => {
  t = await createTestApp();
  const a = await addSchool(t.db, 'school-a.test');
  await addSchool(t.db, 'school-b.test');
  const user = await addUser(t.db, a.project.id, 'anna@example.com', 'secret-pass', {
    name: 'Anna',
    lastName: 'Petrova',
    birthday: '1990-04-05',
    disableNotification: true,
  });
  userId = user.id;
  await t.db.insert(userScores).values([
    { projectId: a.project.id, userId, amount: 150, reason: 'day' },
    { projectId: a.project.id, userId, amount: -50, reason: 'spend' },
  ]);
  token = await signIn(t.call, 'school-a.test', 'anna@example.com');
});
afterAll(() => t.close());

describe('GET /user', () => {
  it('answers the user in server names', async () => {
    const res = await t.call({ method: 'GET', url: '/spa/api/v1/user?lang=en', token });
    expect(res.statusCode).toBe(200);
    const user = userResource.parse(res.json());
    expect(user).toMatchObject({
      id: userId,
      email: 'anna@example.com',
      name: 'Anna',
      last_name: 'Petrova',
      birthday: '05.04.1990',
      disable_notification: 1,
      is_require_update_password: false,
    });
    expect(res.body).not.toMatch(/password_hash|scrypt|argon2id/);
  });

  it('adds every statistic of the expand list', async () => {
    const res = await t.call({
      method: 'GET',
      url: `/spa/api/v1/user?expand=${USER_EXPANDS.join(',')}`,
      token,
    });
    expect(res.statusCode).toBe(200);
    const user = res.json();
    for (const name of USER_EXPANDS) expect(user).toHaveProperty(name);
    expect(user.scores_amount).toBe(100);
    expect(user.user_external_auths).toEqual([]);
  });

  it('shows a profile change at once, though the session is cached', async () => {
    expect((await t.call({ method: 'GET', url: '/spa/api/v1/user', token })).json().city).toBeNull();
    await t.db.update(users).set({ city: 'Kazan' }).where(eq(users.id, userId));
    const city = async () => (await t.call({ method: 'GET', url: '/spa/api/v1/user', token })).json().city;
    await expect.poll(city, { timeout: 2000 }).toBe('Kazan');
  });

  it("ignores an unknown expand name, as the spec's Yii server does, and never reveals a column (issue 29)", async () => {
    const res = await t.call({
      method: 'GET',
      url: '/spa/api/v1/user?expand=scores_amount,password_hash',
      token,
    });
    expect(res.statusCode).toBe(200);
    const known = await t.call({ method: 'GET', url: '/spa/api/v1/user?expand=scores_amount', token });
    expect(res.json()).toEqual(known.json());
    expect(res.body).not.toMatch(/password_hash|argon2/);
  });

  describe('401 only for a missing, expired or revoked token', () => {
    const unauthorized = { name: 'Unauthorized', code: 0, status: 401 };

    it.each([
      ['no token', {}],
      ['a malformed header', { authorization: 'Token abc' }],
      ['an unknown token', { authorization: `Bearer ${'x'.repeat(43)}` }],
    ])('%s -> 401', async (_name, headers) => {
      const res = await t.call({ method: 'GET', url: '/spa/api/v1/user', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject(unauthorized);
    });

    it("a token of one school on another school's domain -> 401", async () => {
      const res = await t.call({ method: 'GET', url: '/spa/api/v1/user', token, host: 'school-b.test' });
      expect(res.statusCode).toBe(401);
    });

    it('an expired token -> 401', async () => {
      // Mobile: a second web sign-in would end `token` (single session, issue 3).
      const expiring = await signIn(t.call, 'school-a.test', 'anna@example.com', 'secret-pass', 'mobile');
      expect((await t.call({ method: 'GET', url: '/spa/api/v1/user', token: expiring })).statusCode).toBe(
        200,
      );
      const { hashToken } = await import('../../lib/tokens.js');
      await t.db
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(sessions.tokenHash, hashToken(expiring)));
      const status = async () =>
        (await t.call({ method: 'GET', url: '/spa/api/v1/user', token: expiring })).statusCode;
      await expect.poll(status, { timeout: 2000 }).toBe(401);
    });

    it('a revoked token -> 401, while other sessions go on', async () => {
      const revoked = await signIn(t.call, 'school-a.test', 'anna@example.com', 'secret-pass', 'mobile');
      const { hashToken } = await import('../../lib/tokens.js');
      await t.db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(eq(sessions.tokenHash, hashToken(revoked)));
      expect((await t.call({ method: 'GET', url: '/spa/api/v1/user', token: revoked })).statusCode).toBe(401);
      expect((await t.call({ method: 'GET', url: '/spa/api/v1/user', token })).statusCode).toBe(200);
    });
  });
});
