import { randomBytes, scryptSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { decoyHash, hashPassword, verifyPassword } from '../../lib/password.js';
import { addSchool, addUser } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { replacePasswordHash } from './auth.repository.js';

// Issue 25 and decision 095: new passwords are hashed with argon2id; a scrypt hash written before
// still signs in and is replaced by an argon2id one at its next successful sign-in.
let t: TestApp;
let projectId: number;

beforeAll(async () => {
  t = await createTestApp();
  projectId = (await addSchool(t.db, 'school-a.test')).project.id;
});
afterAll(() => t.close());

/** A hash as the scrypt code stored it: `scrypt$N$r$p$salt$hash` (N lowered to keep the test quick). */
function legacyScryptHash(password: string) {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 32, { N: 2 ** 12, r: 8, p: 1 });
  return ['scrypt', 2 ** 12, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
}

async function userWithLegacyHash(email: string, password: string) {
  const user = await addUser(t.db, projectId, email, password, { passwordHash: legacyScryptHash(password) });
  return user.id;
}

async function storedHash(userId: number) {
  const [row] = await t.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
  return row!.hash!;
}

const login = (email: string, password: string, ip = '10.20.0.1') =>
  t.call({
    method: 'POST',
    url: '/spa/api/v1/auth/login?lang=en',
    payload: { email, password },
    remoteAddress: ip,
  });

describe('password hashes (decision 095)', () => {
  it('hashes a new password with argon2id, parameters in the PHC string', async () => {
    const hash = await hashPassword('a new password');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=\d+,t=\d+,p=\d+\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/);
    await expect(verifyPassword('a new password', hash)).resolves.toBe(true);
    await expect(verifyPassword('another', hash)).resolves.toBe(false);
  });

  it('verifies against a decoy hashed like a new password when the e-mail is unknown', async () => {
    const decoy = await decoyHash();
    const fresh = await hashPassword('x');
    // Same algorithm, version and cost: an unknown e-mail takes as long as a known one.
    expect(decoy.split('$').slice(0, 4)).toEqual(fresh.split('$').slice(0, 4));
    expect(decoy).toMatch(/^\$argon2id\$/);
  });

  it('a wrong password leaves a scrypt hash as it is; the right one signs in and rehashes it with argon2id', async () => {
    const userId = await userWithLegacyHash('old@example.com', 'old-password');
    const before = await storedHash(userId);

    const wrong = await login('old@example.com', 'not-it');
    expect(wrong.json()).toMatchObject({ success: false });
    expect(await storedHash(userId)).toBe(before);

    expect((await login('old@example.com', 'old-password')).json().success).toBe(true);
    const after = await storedHash(userId);
    expect(after).toMatch(/^\$argon2id\$/);

    // The password still works, against the new hash, which a further sign-in leaves alone.
    expect((await login('old@example.com', 'old-password')).json().success).toBe(true);
    expect(await storedHash(userId)).toBe(after);
    expect((await login('old@example.com', 'not-it')).json().success).toBe(false);
  });

  it('several sign-ins at once on a scrypt hash all get in and leave one working argon2id hash', async () => {
    const userId = await userWithLegacyHash('many@example.com', 'many-password');
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, i) => login('many@example.com', 'many-password', `10.21.0.${i + 1}`)),
    );
    for (const res of answers) expect(res.json().success).toBe(true);
    const after = await storedHash(userId);
    expect(after).toMatch(/^\$argon2id\$/);
    await expect(verifyPassword('many-password', after)).resolves.toBe(true);
  });

  it('a rehash replaces only the hash that was verified: a password changed meanwhile stays', async () => {
    const userId = await userWithLegacyHash('changed@example.com', 'first-password');
    const verified = await storedHash(userId);
    // The learner changes the password between the sign-in's check and its rehash.
    const changed = await hashPassword('second-password');
    expect(await replacePasswordHash(t.db, userId, verified, changed)).toBe(true);
    const stale = await hashPassword('first-password');
    expect(await replacePasswordHash(t.db, userId, verified, stale)).toBe(false);
    expect(await storedHash(userId)).toBe(changed);
    expect((await login('changed@example.com', 'first-password')).json().success).toBe(false);
    expect((await login('changed@example.com', 'second-password')).json().success).toBe(true);
  });
});
