import { LOGIN_FAILURE_LIMIT, LOGIN_FAILURE_WINDOW_MS } from '@cp/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { type MessageKey, message } from '../../lib/messages.js';
import { decoyHash, verifyPassword } from '../../lib/password.js';
import { hashToken } from '../../lib/tokens.js';
import { ApiError, AuthStyleError } from '../../plugins/errors.js';
import {
  clearFailures,
  findLiveSession,
  findUserByAppId,
  findUserByEmail,
  findUserById,
  recentFailures,
  recordFailures,
  type UserRow,
} from './auth.repository.js';
import type { SessionCache } from './session-cache.js';
import { openSession, type SignInContext } from './sessions.service.js';

export type { SignInContext } from './sessions.service.js';
export { openSession } from './sessions.service.js';

/** The sign-in context of a request: school, app type and id, address, language, brand rule. */
export function signInContext(request: FastifyRequest): SignInContext {
  return {
    projectId: request.tenant.project.id,
    appType: request.appType,
    appId: request.appId,
    ip: request.ip,
    lang: request.lang,
    singleDeviceOnly: request.tenant.brand.isSingleDeviceOnly,
  };
}

const ipKey = (ip: string) => `ip:${ip}`;

/**
 * Refuses a sign-in once the account or the address has failed
 * LOGIN_FAILURE_LIMIT times within the window (issue 2), before any password
 * work is done, and says when to try again.
 */
async function assertNotThrottled(db: Db, ctx: SignInContext, keys: string[]) {
  const now = Date.now();
  const rows = await recentFailures(db, ctx.projectId, keys, new Date(now - LOGIN_FAILURE_WINDOW_MS));
  const blocked = rows.filter((r) => r.count >= LOGIN_FAILURE_LIMIT);
  if (blocked.length === 0) return;
  const oldest = Math.min(...blocked.map((r) => (r.oldest ? new Date(r.oldest).getTime() : now)));
  const retryAfterSeconds = Math.max(1, Math.ceil((oldest + LOGIN_FAILURE_WINDOW_MS - now) / 1000));
  throw new ApiError(
    429,
    message('tooManyAttempts', ctx.lang, { minutes: Math.ceil(retryAfterSeconds / 60) }),
    0,
    { 'retry-after': String(retryAfterSeconds) },
  );
}

/**
 * Password sign-in shared by e-mail and app id: throttled per account and per address,
 * verified against a decoy hash when the account does not exist so timing reveals
 * nothing, and answered the same for a wrong password and an unknown account.
 */
async function passwordSignIn(
  db: Db,
  ctx: SignInContext,
  account: { key: string; find: () => Promise<UserRow | undefined>; failure: MessageKey },
  password: string,
): Promise<{ token: string; user: UserRow }> {
  const keys = [account.key, ipKey(ctx.ip)];
  await assertNotThrottled(db, ctx, keys);
  const user = await account.find();
  const ok = await verifyPassword(password, user?.passwordHash ?? (await decoyHash()));
  if (!user?.passwordHash || !ok) {
    await recordFailures(db, ctx.projectId, keys, new Date(Date.now() - LOGIN_FAILURE_WINDOW_MS));
    throw new AuthStyleError(200, { password: [message(account.failure, ctx.lang)] });
  }
  await clearFailures(db, ctx.projectId, account.key);
  const token = await openSession(db, user, ctx);
  return { token, user };
}

/** POST /auth/login: e-mail and password -> token and user (spec 01 §4, §7). */
export function login(db: Db, ctx: SignInContext, email: string, password: string) {
  return passwordSignIn(
    db,
    ctx,
    {
      key: `email:${email}`,
      find: () => findUserByEmail(db, ctx.projectId, email),
      failure: 'invalidCredentials',
    },
    password,
  );
}

/** POST /auth/login-by-app-id: the anonymous sign-in of a device (spec 01 §4; decision 020). */
export function loginByAppId(db: Db, ctx: SignInContext, appId: string, password: string) {
  return passwordSignIn(
    db,
    ctx,
    {
      key: `app_id:${appId}`,
      find: () => findUserByAppId(db, ctx.projectId, appId),
      failure: 'invalidAppIdCredentials',
    },
    password,
  );
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

/** The live session of a token hash on this school, bypassing the cache (rare paths only). */
export function liveSessionByHash(db: Db, projectId: number, tokenHash: string) {
  return findLiveSession(db, projectId, tokenHash);
}

/** A user of this school by id. */
export function userOfSchool(db: Db, projectId: number, userId: number) {
  return findUserById(db, projectId, userId);
}
