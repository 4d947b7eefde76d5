import {
  type AppType,
  type Language,
  LOGIN_FAILURE_LIMIT,
  LOGIN_FAILURE_WINDOW_MS,
  TOKEN_TTL_MS,
} from '@cp/contract';
import type { Db } from '../../db/client.js';
import { message } from '../../lib/messages.js';
import { decoyHash, verifyPassword } from '../../lib/password.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import { ApiError, AuthStyleError } from '../../plugins/errors.js';
import {
  clearFailures,
  findLiveSession,
  findUserByEmail,
  insertSession,
  recentFailures,
  recordFailures,
  type UserRow,
} from './auth.repository.js';
import type { SessionCache } from './session-cache.js';

export interface LoginInput {
  projectId: number;
  email: string;
  password: string;
  ip: string;
  appType: AppType;
  appId: string | null;
  lang: Language;
}

const emailKey = (email: string) => `email:${email}`;
const ipKey = (ip: string) => `ip:${ip}`;

/**
 * Refuses a sign-in once the account or the address has failed
 * LOGIN_FAILURE_LIMIT times within the window (issue 2), before any password
 * work is done, and says when to try again.
 */
async function assertNotThrottled(db: Db, input: LoginInput, keys: string[]) {
  const now = Date.now();
  const rows = await recentFailures(db, input.projectId, keys, new Date(now - LOGIN_FAILURE_WINDOW_MS));
  const blocked = rows.filter((r) => r.count >= LOGIN_FAILURE_LIMIT);
  if (blocked.length === 0) return;
  const oldest = Math.min(...blocked.map((r) => (r.oldest ? new Date(r.oldest).getTime() : now)));
  const retryAfterSeconds = Math.max(1, Math.ceil((oldest + LOGIN_FAILURE_WINDOW_MS - now) / 1000));
  throw new ApiError(
    429,
    message('tooManyAttempts', input.lang, { minutes: Math.ceil(retryAfterSeconds / 60) }),
    0,
    { 'retry-after': String(retryAfterSeconds) },
  );
}

/** Creates a session and returns its token; only the token's hash is kept. */
export async function openSession(
  db: Db,
  user: UserRow,
  appType: AppType,
  appId: string | null,
): Promise<string> {
  const token = newToken();
  await insertSession(db, {
    projectId: user.projectId,
    userId: user.id,
    tokenHash: hashToken(token),
    appType,
    appId,
    expiresAt: new Date(Date.now() + TOKEN_TTL_MS),
  });
  return token;
}

/** POST /auth/login: e-mail and password -> token and user (spec 01 §4, §7). */
export async function login(db: Db, input: LoginInput): Promise<{ token: string; user: UserRow }> {
  const keys = [emailKey(input.email), ipKey(input.ip)];
  await assertNotThrottled(db, input, keys);

  const user = await findUserByEmail(db, input.projectId, input.email);
  // Verify against a decoy when there is no such user, so timing does not reveal the e-mail.
  const ok = await verifyPassword(input.password, user?.passwordHash ?? (await decoyHash()));
  if (!user?.passwordHash || !ok) {
    await recordFailures(db, input.projectId, keys, new Date(Date.now() - LOGIN_FAILURE_WINDOW_MS));
    // The same answer whether or not the e-mail exists.
    throw new AuthStyleError(200, { password: [message('invalidCredentials', input.lang)] });
  }
  await clearFailures(db, input.projectId, emailKey(input.email));
  const token = await openSession(db, user, input.appType, input.appId);
  return { token, user };
}

/** Bearer token -> the live session and its user, on this school only; from memory when cached. */
export async function authenticate(db: Db, cache: SessionCache, projectId: number, token: string) {
  const tokenHash = hashToken(token);
  const hit = cache.get(tokenHash);
  if (hit) return hit.session.projectId === projectId ? hit : null;
  const readAt = cache.generation();
  const found = await findLiveSession(db, projectId, tokenHash);
  if (found) cache.set(tokenHash, found, readAt);
  return found ?? null;
}
