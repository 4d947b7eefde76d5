import { type AppType, type Language, type SessionEndReason, TOKEN_TTL_MS } from '@cp/contract';
import type { Db } from '../../db/client.js';
import { hashToken, newToken } from '../../lib/tokens.js';
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
    await lockUser(tx, user.id);
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
