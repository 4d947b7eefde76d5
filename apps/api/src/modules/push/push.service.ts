import type { Language, PushSubscriptionBody } from '@cp/contract';
import type { Db } from '../../db/client.js';
import { message } from '../../lib/messages.js';
import { ApiError } from '../../plugins/errors.js';
import type { UserRow } from '../auth/index.js';
import {
  deleteSubscription,
  deleteSubscriptionById,
  subscriptionsOf,
  upsertSubscription,
} from './push.repository.js';
import type { PushSender } from './push-sender.js';

/**
 * Stores this browser's subscription for the learner. An endpoint that belongs to another
 * learner, or to another school, is refused with 409 and stays where it is (issue 8: a
 * subscription is never taken over by someone who only knows its address).
 */
export async function subscribe(db: Db, user: UserRow, body: PushSubscriptionBody, lang: Language) {
  const stored = await upsertSubscription(db, {
    projectId: user.projectId,
    userId: user.id,
    endpoint: body.endpoint,
    p256dh: body.keys.p256dh,
    auth: body.keys.auth,
  });
  if (!stored) throw new ApiError(409, message('pushEndpointTaken', lang));
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
