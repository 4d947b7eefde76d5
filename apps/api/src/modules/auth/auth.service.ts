import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { type MessageKey, message } from '../../lib/messages.js';
import { decoyHash, HashingBusy, hashPassword, needsRehash, verifyPassword } from '../../lib/password.js';
import { hashToken } from '../../lib/tokens.js';
import { ApiError, AuthStyleError } from '../../plugins/errors.js';
import {
  findLiveSession,
  findUserByAppId,
  findUserByEmail,
  findUserById,
  replacePasswordHash,
  type UserRow,
} from './auth.repository.js';
import type { SessionCache } from './session-cache.js';
import { openSession, type SignInContext } from './sessions.service.js';
import { addressGroup, type SignInLimits, takeAttempt } from './sign-in-throttle.js';

export type { SignInContext } from './sessions.service.js';
export { openSession } from './sessions.service.js';
export type { SignInLimits } from './sign-in-throttle.js';

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

/**
 * Password sign-in shared by e-mail and app id: the attempt is counted and limited before
 * any password work (decision 041), the check runs in the bounded hashing pool in the turn of
 * the caller's address (decision 095), verified against a decoy hash when the account does not
 * exist so timing reveals nothing, and answered the same for a wrong password and an unknown
 * account. A right password on an old (scrypt) hash rehashes it with argon2id.
 */
async function passwordSignIn(
  db: Db,
  ctx: SignInContext,
  account: { key: string; find: () => Promise<UserRow | undefined>; failure: MessageKey },
  password: string,
  limits: SignInLimits,
): Promise<{ token: string; user: UserRow }> {
  const attempt = await takeAttempt(db, ctx, account.key, limits);
  const user = await account.find();
  const share = addressGroup(ctx.ip);
  let ok: boolean;
  try {
    ok = await verifyPassword(password, user?.passwordHash ?? (await decoyHash(share)), share);
  } catch (err) {
    await attempt.notChecked();
    if (err instanceof HashingBusy) throw busy(ctx, err);
    throw err;
  }
  if (!user?.passwordHash || !ok) {
    await attempt.failed();
    throw new AuthStyleError(200, { password: [message(account.failure, ctx.lang)] });
  }
  await attempt.succeeded();
  await upgradeHash(db, user.id, user.passwordHash, password, share);
  const token = await openSession(db, user, ctx);
  return { token, user };
}

/**
 * Replaces a hash that just verified by an argon2id one when it is older or cheaper (decision
 * 095). Only the hash that was verified is replaced (compare-and-set), so a password changed
 * meanwhile or a concurrent sign-in's rehash is never overwritten. A busy pool skips it: the
 * learner is signed in all the same, and the next sign-in tries again.
 */
async function upgradeHash(db: Db, userId: number, verified: string, password: string, share: string) {
  if (!needsRehash(verified)) return;
  let rehashed: string;
  try {
    rehashed = await hashPassword(password, share);
  } catch (err) {
    if (err instanceof HashingBusy) return;
    throw err;
  }
  await replacePasswordHash(db, userId, verified, rehashed);
}

/** Every hashing thread is busy and the queue is full: 503 in the request's language (issue 8). */
function busy(ctx: SignInContext, err: HashingBusy) {
  return new ApiError(503, message('signInBusy', ctx.lang), 0, err.headers);
}

/** POST /auth/login: e-mail and password -> token and user (spec 01 §4, §7). */
export function login(db: Db, ctx: SignInContext, email: string, password: string, limits: SignInLimits) {
  return passwordSignIn(
    db,
    ctx,
    {
      key: `email:${email}`,
      find: () => findUserByEmail(db, ctx.projectId, email),
      failure: 'invalidCredentials',
    },
    password,
    limits,
  );
}

/** POST /auth/login-by-app-id: the anonymous sign-in of a device (spec 01 §4; decision 020). */
export function loginByAppId(
  db: Db,
  ctx: SignInContext,
  appId: string,
  password: string,
  limits: SignInLimits,
) {
  return passwordSignIn(
    db,
    ctx,
    {
      key: `app_id:${appId}`,
      find: () => findUserByAppId(db, ctx.projectId, appId),
      failure: 'invalidAppIdCredentials',
    },
    password,
    limits,
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
