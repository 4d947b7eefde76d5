import { API_BASE } from '@cp/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { persistentSecret, randomSecret } from '../../lib/storage-secrets.js';
import { mailNotificationsRoutes } from './mail-notifications.routes.js';
import { createMailSweeps } from './mail-sweeps.js';
import type { MailNotificationsContext } from './send-learner-mail.js';

export interface MailNotificationsOptions extends Omit<MailNotificationsContext, 'secret'> {
  /** FILE_LINK_SECRET: shared by every API process; else a secret kept in DATA_DIR/secrets. */
  linkSecret?: string;
  dataDir?: string;
  /** Whether this process runs the sweeps (REMINDERS=on; tests call `mailSweeps.tick`). */
  runSweeps?: boolean;
  /** The sweeps' tick (REMINDER_TICK_SECONDS), ms. */
  tickMs?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The digest, renewal-failure and access-ending sweeps; `tick(now)` runs one. */
    mailSweeps: ReturnType<typeof createMailSweeps>;
  }
}

/**
 * E-mail notifications (issue 32, decision 143): what the area needs of the installation (the
 * link secret, the school's addresses, the sender), its routes under API_BASE, and its sweeps.
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
  const sweeps = createMailSweeps(app, opts.tickMs);
  app.decorate('mailSweeps', sweeps);
  if (!opts.runSweeps) return;
  app.addHook('onReady', async () => sweeps.start());
  app.addHook('onClose', async () => sweeps.stop());
});
