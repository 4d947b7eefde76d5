import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailer, type Mailer } from '../lib/mail.js';
import { scopedLogger } from '../lib/request-scope.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Outgoing mail: SMTP when SMTP_URL is set, else DATA_DIR/outbox (lib/mail.ts). */
    mailer: Mailer;
  }
}

export interface MailOptions {
  smtpUrl?: string;
  /** DATA_DIR; the outbox is its `outbox` folder. Without it, a folder in the system's temp dir. */
  dataDir?: string;
}

export const mailPlugin = fp(async (app: FastifyInstance, opts: MailOptions) => {
  const outboxDir = path.join(opts.dataDir ?? path.join(os.tmpdir(), 'cp-api'), 'outbox');
  // Its lines carry the id of the request (or job) that sends the mail (decision 086).
  const mailer = createMailer({ smtpUrl: opts.smtpUrl, outboxDir, log: scopedLogger(app.log) });
  app.decorate('mailer', mailer);
  app.addHook('onClose', () => mailer.close());
});
