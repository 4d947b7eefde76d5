import { PROFILE_ROUTES, type UserResource } from '@cp/contract';
import { apiPost } from '../../../lib/api/api-client';
import { type CurrentUser, toCurrentUser } from '../../../lib/session/current-user';

/** `POST /user/avatar {avatar_file_id}` (spec 01 §7): one of the learner's own uploads becomes the avatar. */
export async function setAvatar(fileId: number): Promise<CurrentUser> {
  const { data } = await apiPost<UserResource>(PROFILE_ROUTES.avatar, { body: { avatar_file_id: fileId } });
  return toCurrentUser(data);
}
