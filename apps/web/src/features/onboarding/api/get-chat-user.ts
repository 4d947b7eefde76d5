import { ROUTES, type UserResource } from '@cp/contract';
import { apiGet } from '../../../lib/api/api-client';
import { type CurrentUser, toCurrentUser } from '../../../lib/session/current-user';

/**
 * `GET /user?expand=user_external_auths` (spec 01 §7): where a returning learner stands in the
 * chat — the status, the answers already in the profile and the networks already linked.
 */
export async function getChatUser(): Promise<CurrentUser> {
  const { data } = await apiGet<UserResource>(ROUTES.user, { query: { expand: 'user_external_auths' } });
  return toCurrentUser(data);
}
