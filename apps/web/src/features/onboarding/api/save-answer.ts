import { PROFILE_ROUTES, ROUTES, type UserResource } from '@cp/contract';
import { apiPost } from '../../../lib/api/api-client';
import { type CurrentUser, toCurrentUser } from '../../../lib/session/current-user';
import { type ChatCallResult, failure } from './sign-up-by-chat';

async function userCall(path: string, body: unknown): Promise<ChatCallResult<CurrentUser>> {
  try {
    const { data } = await apiPost<UserResource>(path, { body });
    return { kind: 'ok', value: toCurrentUser(data) };
  } catch (error) {
    return failure(error);
  }
}

/**
 * `POST /user` (spec 01 §7, multipart) with one answer of the chat: the first name as `name`,
 * the birthday as `birthday` (DD.MM.YYYY); only the field sent changes.
 */
export function saveProfileAnswer(
  field: 'name' | 'birthday',
  value: string,
): Promise<ChatCallResult<CurrentUser>> {
  const form = new FormData();
  form.set(field, value);
  return userCall(PROFILE_ROUTES.user, form);
}

/** `POST /user/update-user {email}` (spec 01 §7): the e-mail question of an account that has none. */
export const saveEmailAnswer = (email: string) => userCall(ROUTES.updateUser, { email });

/** `POST /user/update-user {status}` (spec 01 §4, §7): one step of registration by chat. */
export const raiseStatus = (status: number) => userCall(ROUTES.updateUser, { status });

/**
 * The avatar question: `POST /user/avatar/upload` (multipart `file`, decision 030), then
 * `POST /user/avatar {avatar_file_id}` (spec 01 §7).
 */
export async function saveAvatarAnswer(file: File): Promise<ChatCallResult<CurrentUser>> {
  const form = new FormData();
  form.append('file', file);
  let fileId: number;
  try {
    fileId = (await apiPost<{ id: number }>(PROFILE_ROUTES.avatarUpload, { body: form })).data.id;
  } catch (error) {
    return failure(error);
  }
  return userCall(PROFILE_ROUTES.avatar, { avatar_file_id: fileId });
}
