import { type AppType, type Language, type SessionEndReason, TOKEN_TTL_MS } from '@cp/contract';
import type { Db } from '../../db/client.js';
import { message } from '../../lib/messages.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import { AuthStyleError } from '../../plugins/errors.js';
import type { UserRow } from './auth.repository.js';
import {
  insertSession,
  lockUser,
  pruneDeadSessions,
  revokeSession,
  revokeSessions,
  type SessionRow,
} from './sessions.repository.js';

/** Who is signing in, and from what: taken from the request by `signInContext`. */
export interface SignInContext {
  projectId: number;
  appType: AppType;
  appId: string | null;
  ip: string;
  lang: Language;
  /** Brand flag: a new sign-in ends every other session, not only those of its app type. */
  singleDeviceOnly: boolean;
}

/**
 * Creates a session and returns its token; only the token's hash is kept. Single session
 * (issue 3): the user's other live sessions of the same app type end (all of them when
 * the brand says one device in total), in the same transaction, under a lock on the user,
 * so two sign-ins at once cannot both survive. Their devices get a `logout` event.
 */
export async function openSession(db: Db, user: UserRow, ctx: SignInContext): Promise<string> {
  const token = newToken();
  await db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    // Read under the lock a block takes too: a block and a sign-in at once cannot both win (decision 073).
    if ((await lockUser(tx, user.id))?.blockedAt) throw new AccountBlocked(ctx.lang);
    await revokeSessions(tx, user.id, 'other_device', ctx.singleDeviceOnly ? {} : { appType: ctx.appType });
    await pruneDeadSessions(tx, user.id);
    await insertSession(tx, {
      projectId: user.projectId,
      userId: user.id,
      tokenHash: hashToken(token),
      appType: ctx.appType,
      appId: ctx.appId,
      expiresAt: new Date(Date.now() + TOKEN_TTL_MS),
    });
  });
  return token;
}

/**
 * The account is blocked by a school administrator (decision 073): no sign-in of any kind
 * opens a session. Auth-style, so the sign-in calls answer it like a wrong password, in the
 * learner's language; it is raised only after the password was found right.
 */
export class AccountBlocked extends AuthStyleError {
  constructor(lang: Language) {
    super(200, { email: [message('peopleBlockedSignIn', lang)] });
  }
}

/** Ends every session of the user at once (an administrator blocked the account). */
export function endAllSessions(db: Db, userId: number, reason: SessionEndReason) {
  return revokeSessions(db, userId, reason);
}

/** Ends one session (sign-out). */
export function endSession(db: Db, session: SessionRow, reason: SessionEndReason) {
  return revokeSession(db, session.id, reason);
}

/** Ends every session of the user but `keep` (password changed). */
export function endOtherSessions(db: Db, userId: number, keep: SessionRow, reason: SessionEndReason) {
  return revokeSessions(db, userId, reason, { exceptId: keep.id });
}

/** A unique index said no: someone took the e-mail or app id between our check and our write. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}
