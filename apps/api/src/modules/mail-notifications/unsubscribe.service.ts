import type { MailNotificationKind, MailUnsubscribeQuery } from '@cp/contract';
import type { FastifyInstance } from 'fastify';
import { learnerOfSchool } from './mail-notifications.repository.js';
import { verifiedUnsubscribe } from './unsubscribe-link.js';

/**
 * The kind a one-click unsubscribe link turns off (decision 143): only when its signature holds
 * and its learner is of the school whose host it was opened on; else null, and nothing changes.
 * The page that asks (GET) and the change (POST) check the same way.
 */
export async function unsubscribeKindOf(
  app: FastifyInstance,
  projectId: number,
  query: MailUnsubscribeQuery,
): Promise<MailNotificationKind | null> {
  const kind = verifiedUnsubscribe(app.mailNotifications.secret, query);
  return kind && (await learnerOfSchool(app.db, projectId, query.u)) ? kind : null;
}
