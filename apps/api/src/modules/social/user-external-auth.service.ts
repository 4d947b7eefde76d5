import type { Db } from '../../db/client.js';
import { deleteLink, listLinks } from './social.repository.js';

/** GET /user-external-auth and `user_external_auths` of GET /user?expand= (spec 01 §3, §7). */
export function externalAuths(db: Db, userId: number) {
  return listLinks(db, userId);
}

/** DELETE /user-external-auths/{id}: only the learner's own link; false means 404. */
export function unlinkNetwork(db: Db, userId: number, id: number) {
  return deleteLink(db, userId, id);
}
