import {
  LANGUAGE_CODES,
  LANGUAGES,
  type Language,
  LEARNER_INVITE_TTL_MS,
  type MailOutcome,
} from '@cp/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client.js';
import type { oneTimeTokens } from '../../../db/schema/index.js';
import { mailOutcomeOf } from '../../../lib/mail.js';
import { message } from '../../../lib/messages.js';
import { schoolOrigin } from '../../../lib/public-origin.js';
import { hashToken, newToken } from '../../../lib/tokens.js';
import { replaceOneTimeTokens } from './learner-invite.repository.js';

export interface InviteOptions {
  /** ROUTER_BASE of the learner app, e.g. /class/ */
  routerBase: string;
  publicUrl?: string | undefined;
  /** PORT: the port of mailed links when there is no PUBLIC_URL. */
  port?: number | undefined;
  mailFrom?: string | undefined;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The learner app on the school's configured address, never the request's Host (issue 8). */
export function learnerAppUrl(request: FastifyRequest, opts: InviteOptions): string {
  const origin = schoolOrigin(request.tenant.domain.host, { publicUrl: opts.publicUrl, port: opts.port });
  return `${origin}${opts.routerBase}`;
}

/** A language of ours from `ru` or `ru-RU`, or undefined. */
export function languageOfCode(code: string | null | undefined): Language | undefined {
  return LANGUAGES.find((l) => l === code || LANGUAGE_CODES[l] === code);
}

/** The school's own language: its domain's default, else Russian (the platform's default). */
export const schoolLanguage = (request: FastifyRequest): Language =>
  languageOfCode(request.tenant.domain.defaultLanguage) ?? 'ru';

export interface InvitationLink {
  link: string;
  /** A one-time sign-in link (an account without a password), else the sign-in page. */
  signsIn: boolean;
}

/**
 * The links invitations carry, made in the caller's transaction (in the order of `accounts`). An
 * account without a password (new, or invited before and never signed in) gets a one-time link:
 * the learner app's `/auto-login` signs in once and its forced step asks for a password (spec 01
 * §2, §4; decision 020), for LEARNER_INVITE_TTL_MS; every earlier link of that account stops
 * working. An account that has a password gets the app's address: the administrator who reads the
 * answer must not be handed a way into an account its owner already secured (decision 115).
 */
export async function invitationLinksInTx(
  tx: Db,
  projectId: number,
  accounts: { id: number; passwordHash: string | null }[],
  appUrl: string,
): Promise<InvitationLink[]> {
  const expiresAt = new Date(Date.now() + LEARNER_INVITE_TTL_MS);
  const tokens: (typeof oneTimeTokens.$inferInsert)[] = [];
  const links = accounts.map((account): InvitationLink => {
    if (account.passwordHash) return { link: appUrl, signsIn: false };
    const token = newToken();
    tokens.push({
      projectId,
      userId: account.id,
      tokenHash: hashToken(token),
      purpose: 'learner_invite',
      expiresAt,
    });
    const url = new URL('auto-login', appUrl);
    url.searchParams.set('token', token);
    return { link: url.toString(), signsIn: true };
  });
  await replaceOneTimeTokens(tx, tokens);
  return links;
}

export interface InvitationMail extends InvitationLink {
  to: string;
  lang: Language;
  courseTitle: string | null;
}

/**
 * Mails one invitation, after the commit that made it. A mail that fails leaves the invitation
 * standing: the answer says `failed` and carries the link (decision 111).
 */
export async function mailInvitation(
  app: FastifyInstance,
  request: FastifyRequest,
  opts: InviteOptions,
  mail: InvitationMail,
): Promise<MailOutcome> {
  const { lang } = mail;
  const school = request.tenant.domain.title;
  const course = mail.courseTitle
    ? message('learnerInviteMailCourse', lang, { course: mail.courseTitle })
    : '';
  try {
    const sent = await app.mailer.send({
      from: opts.mailFrom ?? `no-reply@${request.tenant.domain.name}`,
      to: mail.to,
      subject: message('learnerInviteMailSubject', lang, { school }),
      text: message(mail.signsIn ? 'learnerInviteMailText' : 'learnerInviteMailTextSignIn', lang, {
        school,
        course,
        link: mail.link,
        days: LEARNER_INVITE_TTL_MS / DAY_MS,
      }),
    });
    return mailOutcomeOf(sent);
  } catch (err) {
    request.log.error({ err }, 'learner invitation stored but not mailed');
    return 'failed';
  }
}

/** Runs `work` over the items with at most `limit` at a time, answers in the items' order. */
export async function inTurns<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
