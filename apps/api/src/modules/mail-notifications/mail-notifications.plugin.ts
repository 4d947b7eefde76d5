import { API_BASE } from '@cp/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { persistentSecret, randomSecret } from '../../lib/storage-secrets.js';
import { mailNotificationsRoutes } from './mail-notifications.routes.js';
import type { MailNotificationsContext } from './send-learner-mail.js';

export interface MailNotificationsOptions extends Omit<MailNotificationsContext, 'secret'> {
  /** FILE_LINK_SECRET: shared by every API process; else a secret kept in DATA_DIR/secrets. */
  linkSecret?: string;
  dataDir?: string;
}

/**
 * E-mail notifications (issue 32, decision 143): what the area needs of the installation (the
 * link secret, the school's addresses, the sender), its routes under API_BASE.
 */
export const mailNotificationsPlugin = fp(async (app: FastifyInstance, opts: MailNotificationsOptions) => {
  app.decorate('mailNotifications', {
    secret: persistentSecret(opts.dataDir, 'mail-link-secret', opts.linkSecret, randomSecret),
    publicUrl: opts.publicUrl,
    port: opts.port,
    routerBase: opts.routerBase,
    mailFrom: opts.mailFrom,
  });
  await app.register(mailNotificationsRoutes, { prefix: API_BASE });
});
