import type { PushSubscriptionBody } from '@cp/contract';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../auth/auth.repository.js';
import {
  deleteSubscription,
  deleteSubscriptionById,
  subscriptionsOf,
  upsertSubscription,
} from './push.repository.js';
import type { PushSender } from './push-sender.js';

export function subscribe(db: Db, user: UserRow, body: PushSubscriptionBody) {
  return upsertSubscription(db, {
    projectId: user.projectId,
    userId: user.id,
    endpoint: body.endpoint,
    p256dh: body.keys.p256dh,
    auth: body.keys.auth,
  });
}

export function unsubscribe(db: Db, user: UserRow, endpoint: string) {
  return deleteSubscription(db, user.id, endpoint);
}

/** Sends to every browser of the learner; subscriptions the push service says are gone are removed. */
export async function pushToUser(db: Db, send: PushSender, userId: number, payload: string): Promise<number> {
  let sent = 0;
  for (const sub of await subscriptionsOf(db, userId)) {
    const outcome = await send(sub, payload);
    if (outcome === 'sent') sent += 1;
    if (outcome === 'gone') await deleteSubscriptionById(db, sub.id);
  }
  return sent;
}
