import type { Db } from '../../db/client.js';
import type { UserExpander } from '../user/index.js';
import { deleteLink, listLinks } from './social.repository.js';

/** GET /user-external-auth and `user_external_auths` of GET /user?expand= (spec 01 §3, §7). */
export function externalAuths(db: Db, userId: number) {
  return listLinks(db, userId);
}

/**
 * `user_external_auths` of GET /user?expand=: the user shows it, but the social sign-in stands
 * above auth, which shows the user, so app/api-routes.ts hands it to the user routes (decision 135).
 */
export const linkedNetworksOfUser: UserExpander = async (db, u) => ({
  user_external_auths: await externalAuths(db, u.id),
});

/** DELETE /user-external-auths/{id}: only the learner's own link; false means 404. */
export function unlinkNetwork(db: Db, userId: number, id: number) {
  return deleteLink(db, userId, id);
}
