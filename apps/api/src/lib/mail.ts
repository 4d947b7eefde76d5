import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface Mail {
  from: string;
  to: string;
  /** Where the recipient's "Reply" goes (a support request: the learner who wrote it). */
  replyTo?: { name: string; address: string };
  subject: string;
  text: string;
  /** Extra header lines, e.g. RFC 8058's List-Unsubscribe and List-Unsubscribe-Post (issue 32). */
  headers?: Record<string, string>;
  /** Files sent with the mail, e.g. a consultation's .ics (issue 32); in the outbox .eml too. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  content: string | Buffer;
  /** e.g. `text/calendar; charset=utf-8; method=REQUEST`. */
  contentType: string;
}

export interface SentMail {
  via: 'smtp' | 'outbox';
  messageId: string;
  /** The .eml file, when written to the outbox. */
  file?: string;
}

export interface Mailer {
  /** SMTP_URL is set: mail reaches people. Without it, only the outbox and the log (issue 28). */
  readonly configured: boolean;
  send(mail: Mail): Promise<SentMail>;
  close(): void;
}

/**
 * Outgoing mail through nodemailer. With an SMTP server (SMTP_URL) messages go there;
 * without one they are written as .eml files to `outboxDir` and logged, so a demo
 * works offline and a developer can open the message (issue 3).
 */
export function createMailer(opts: { smtpUrl?: string; outboxDir: string; log: FastifyBaseLogger }): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      configured: true,
      async send(mail) {
        const info = await transport.sendMail(mail);
        opts.log.info({ to: mail.to, subject: mail.subject, messageId: info.messageId }, 'mail sent');
        return { via: 'smtp', messageId: info.messageId };
      },
      close: () => transport.close(),
    };
  }

  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    configured: false,
    async send(mail) {
      const info = await transport.sendMail(mail);
      await mkdir(opts.outboxDir, { recursive: true });
      const file = path.join(opts.outboxDir, `${Date.now()}-${randomBytes(4).toString('hex')}.eml`);
      // Written whole under another name, then renamed: a reader of the outbox (a test, a person's
      // tool, another process) never opens a message half written.
      await writeFile(`${file}.part`, info.message as Buffer, { mode: 0o600 });
      await rename(`${file}.part`, file);
      // No SMTP server: the log is how the message reaches a person (it holds the link).
      opts.log.info(
        { to: mail.to, subject: mail.subject, file, text: mail.text },
        'mail written to the outbox',
      );
      return { via: 'outbox', messageId: info.messageId, file };
    },
    close: () => transport.close(),
  };
}

/**
 * What a console action tells the administrator of its mail (contract `MailOutcome`): only a
 * message an SMTP server took is `sent`; one written to the outbox reached nobody (issue 28).
 */
export const mailOutcomeOf = (sent: SentMail): 'sent' | 'not_configured' =>
  sent.via === 'smtp' ? 'sent' : 'not_configured';
