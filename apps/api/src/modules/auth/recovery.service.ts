import { PASSWORD_RESET_TTL_MS, RATE_LIMITS } from '@cp/contract';
import type { Db } from '../../db/client.js';
import type { Mailer } from '../../lib/mail.js';
import { message } from '../../lib/messages.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import { AuthStyleError } from '../../plugins/errors.js';
import { countHit } from '../../plugins/rate-limit.js';
import type { Tenant } from '../tenancy/index.js';
import { findLiveSession, findUserByEmail, type UserRow } from './auth.repository.js';
import {
  consumeOneTimeToken,
  expireOneTimeTokens,
  insertOneTimeToken,
  requirePasswordUpdate,
} from './recovery.repository.js';
import { openSession, type SignInContext } from './sessions.service.js';

export interface RecoveryDeps {
  db: Db;
  mailer: Mailer;
  /** MAIL_FROM, else no-reply@ the school's domain name. */
  mailFrom?: string;
}

/**
 * The work of POST /auth/request-password-reset, run after the answer has gone, so
 * that neither the answer nor its timing tells whether the address is registered
 * (issue 3). At most RATE_LIMITS.passwordResetPerEmail mails go to one address in the
 * window, whoever asks; beyond that nothing is sent and the answer stays the same.
 *
 * `appUrl` is the learner app's address on the school's host, ending in `/`. `staffPage`, when
 * the staff sign-in asked (issue 28): the staff app's password page the link leads to instead.
 */
export async function sendPasswordReset(
  deps: RecoveryDeps,
  tenant: Tenant,
  ctx: SignInContext,
  email: string,
  appUrl: string,
  staffPage?: string,
): Promise<'sent' | 'unknown' | 'throttled'> {
  const { db } = deps;
  const perEmail = RATE_LIMITS.passwordResetPerEmail;
  const hit = await countHit(db, `reset-mail|${ctx.projectId}|${email}`, perEmail.windowMs);
  if (hit.count > perEmail.max) return 'throttled';
  const user = await findUserByEmail(db, ctx.projectId, email);
  if (!user) return 'unknown';

  const token = newToken();
  await insertOneTimeToken(db, {
    projectId: ctx.projectId,
    userId: user.id,
    tokenHash: hashToken(token),
    purpose: 'password_reset',
    expiresAt: new Date(Date.now() + PASSWORD_RESET_TTL_MS),
  });
  // The app's auto-login screen exchanges the token (POST /auth/login-by-token), then the
  // forced-flow guard sends the learner to /resetPassword (spec 01 §2, §4).
  const link = staffPage ? new URL(staffPage) : new URL('auto-login', appUrl);
  link.searchParams.set('token', token);
  if (!staffPage) link.searchParams.set('returnUrl', `${new URL(appUrl).pathname}resetPassword`);

  const school = tenant.domain.title;
  await deps.mailer.send({
    from: deps.mailFrom ?? `no-reply@${tenant.domain.name}`,
    to: email,
    subject: message('resetMailSubject', ctx.lang, { school }),
    text: message('resetMailText', ctx.lang, {
      school,
      link: link.toString(),
      minutes: PASSWORD_RESET_TTL_MS / 60_000,
    }),
  });
  return 'sent';
}

/**
 * POST /auth/login-by-token, what `/auto-login?token=` calls (decision 020). A one-time
 * token from a recovery e-mail signs in once: a new session (single-session rule
 * applies), with `is_require_update_password` set so the app forces /resetPassword;
 * every other outstanding link of the user stops working. A live session token of
 * this school is answered as it is. Anything else, a used or expired link included,
 * is refused the same way.
 */
export async function loginByToken(
  db: Db,
  ctx: SignInContext,
  token: string,
): Promise<{ token: string; user: UserRow }> {
  const tokenHash = hashToken(token);
  const used = await consumeOneTimeToken(db, ctx.projectId, tokenHash);
  if (used) {
    await expireOneTimeTokens(db, used.userId);
    const user = await requirePasswordUpdate(db, used.userId);
    if (user) return { token: await openSession(db, user, ctx), user };
  }
  const live = await findLiveSession(db, ctx.projectId, tokenHash);
  if (live) return { token, user: live.user };
  throw new AuthStyleError(200, { token: [message('oneTimeTokenInvalid', ctx.lang)] });
}

/** After a password change no recovery link sent earlier works any more. */
export function expireRecoveryLinks(db: Db, userId: number) {
  return expireOneTimeTokens(db, userId);
}
