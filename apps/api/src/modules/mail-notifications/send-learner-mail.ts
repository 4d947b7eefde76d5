import { API_BASE, LANGUAGE_CODES, LANGUAGES, type Language, type MailNotificationKind } from '@cp/contract';
import type { FastifyInstance } from 'fastify';
import type { MailAttachment, SentMail } from '../../lib/mail.js';
import { message } from '../../lib/messages.js';
import { schoolOrigin } from '../../lib/public-origin.js';
import { MAIL_KIND_LABELS } from './mail-notifications.messages.js';
import { isOptedOut, mailDomain, mailRecipient } from './mail-notifications.repository.js';
import { unsubscribeUrl } from './unsubscribe-link.js';

/** What the area needs of the installation; the plugin decorates the app with it (mount.ts). */
export interface MailNotificationsContext {
  /** Signs the unsubscribe links: FILE_LINK_SECRET, else DATA_DIR/secrets/mail-link-secret. */
  secret: string;
  publicUrl?: string;
  port?: number;
  routerBase: string;
  mailFrom?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailNotifications: MailNotificationsContext;
  }
}

/** What `compose` is handed to write the mail in the learner's language. */
export interface MailComposeContext {
  lang: Language;
  /** The learner app on the school's address, ending in `/`: `new URL('chat/5', appUrl)`. */
  appUrl: string;
  /** A date (and time) as the learner reads it: her language, her time zone (else UTC). */
  formatDate(date: Date, withTime?: boolean): string;
  /** The school's name as its domain shows it. */
  school: string;
}

export interface LearnerMail {
  projectId: number;
  learnerId: number;
  kind: MailNotificationKind;
  /** The subject and the body (the greeting and the unsubscribe frame are added around it). */
  compose(ctx: MailComposeContext): { subject: string; text: string };
  attachments?: MailAttachment[];
  /** The school's host the links go to (the request's); else the school's first domain. */
  host?: string;
  /**
   * Only when push does not reach the learner: she has no subscribed browser, or she turned
   * notifications off (decision 143). The homework review's mail is this; a reminder is not.
   */
  onlyWithoutPush?: boolean;
}

/** The learner's chosen language, else the school's, else Russian (the spec's default). */
export function mailLanguageOf(code: string | null, fallback: string): Language {
  const byCode = (c: string | null) => LANGUAGES.find((l) => LANGUAGE_CODES[l] === c || l === c);
  return byCode(code) ?? byCode(fallback) ?? 'ru';
}

function validZone(zone: string | null): string {
  if (!zone) return 'UTC';
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    return 'UTC';
  }
}

/**
 * Sends one learner an e-mail of one kind (issue 32), through the product's mail path (SMTP, or
 * the outbox without SMTP_URL), if and only if her switch for that kind is on; skips a learner
 * with no address, a blocked one, and (with `onlyWithoutPush`) one push reaches.
 * Written in her language; ends with the one-click unsubscribe link of that kind, also sent as
 * RFC 8058's List-Unsubscribe and List-Unsubscribe-Post headers.
 *
 * How to call it (e.g. a consultation confirmed, with its calendar file):
 *
 *     await sendLearnerMail(app, {
 *       projectId, learnerId, kind: 'consultations', host: request.tenant.domain.host,
 *       compose: ({ lang, appUrl, formatDate }) => ({
 *         subject: message('myKey', lang, { ... }),
 *         text: `${message('myBody', lang, { when: formatDate(start, true) })}\n${new URL('chat/5', appUrl)}`,
 *       }),
 *       attachments: [{ filename: 'consultation.ics', content: ics, contentType: 'text/calendar; charset=utf-8; method=REQUEST' }],
 *     });
 *
 * Answers the mail sent, or null when none went (switched off, no address...). Throws only
 * when the mail path fails; a caller that must not wait catches and logs.
 */
export async function sendLearnerMail(app: FastifyInstance, mail: LearnerMail): Promise<SentMail | null> {
  const ctx = app.mailNotifications;
  const learner = await mailRecipient(app.db, mail.projectId, mail.learnerId);
  if (!learner?.email || learner.blockedAt) return null;
  if (mail.onlyWithoutPush && learner.hasPush && !learner.disableNotification) return null;
  if (await isOptedOut(app.db, learner.id, mail.kind)) return null;
  const domain = await mailDomain(app.db, mail.projectId, mail.host);
  if (!domain) return null;

  const lang = mailLanguageOf(learner.languageCode, domain.defaultLanguage);
  // The school's configured address, never a request's Host (ARCHITECTURE §8).
  const origin = schoolOrigin(domain.host, { publicUrl: ctx.publicUrl, port: ctx.port });
  const appUrl = `${origin}${ctx.routerBase}`;
  const timeZone = validZone(learner.timezone);
  const formatDate = (date: Date, withTime = false) =>
    new Intl.DateTimeFormat(LANGUAGE_CODES[lang], {
      dateStyle: 'long',
      ...(withTime ? { timeStyle: 'short' } : {}),
      timeZone,
    }).format(date);
  const { subject, text } = mail.compose({ lang, appUrl, formatDate, school: domain.title });

  const unsubscribe = unsubscribeUrl(origin, API_BASE, ctx.secret, {
    learnerId: learner.id,
    kind: mail.kind,
    lang,
  });
  const greeting = learner.name?.trim()
    ? message('mailGreeting', lang, { name: learner.name.trim() })
    : message('mailGreetingNoName', lang);
  const footer = message('mailFooter', lang, {
    school: domain.title,
    kind: MAIL_KIND_LABELS[mail.kind][lang],
    link: unsubscribe,
    settings: new URL('user/settings/notifications', appUrl).toString(),
  });
  return app.mailer.send({
    from: ctx.mailFrom ?? `no-reply@${domain.name}`,
    to: learner.email,
    subject,
    text: `${greeting}\n\n${text}\n\n-- \n${footer}\n`,
    headers: {
      'List-Unsubscribe': `<${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    ...(mail.attachments?.length ? { attachments: mail.attachments } : {}),
  });
}

/**
 * A sweep's send: a mail path that fails is logged and the sweep goes on to the next learner. The
 * claim stays taken, so that mail is lost rather than sent twice (at most once, decision 143).
 */
export function sendFromSweep(app: FastifyInstance, mail: LearnerMail): Promise<SentMail | null> {
  return sendLearnerMail(app, mail).catch((err: unknown) => {
    app.log.error({ err, learnerId: mail.learnerId, kind: mail.kind }, 'notification mail not sent');
    return null;
  });
}
