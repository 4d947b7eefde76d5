import { ROUTES, type UpdateUserBody, type UserResource } from '@cp/contract';
import { apiPost } from '../../../lib/api/api-client';
import { fieldErrors } from '../../../lib/api/field-errors';
import { type CurrentUser, toCurrentUser } from '../../../lib/session/current-user';

export type EmailSaveResult = { ok: true; user: CurrentUser } | { ok: false; message: string | null };

/**
 * `POST /user/update-user {email}` (spec 01 §4 step 7, §7). A failure gives the server's
 * e-mail errors joined by commas (spec 01 §5), or null: "could not check the address".
 */
export async function updateUserEmail(email: string): Promise<EmailSaveResult> {
  const body: UpdateUserBody = { email };
  try {
    const { data } = await apiPost<UserResource>(ROUTES.updateUser, { body });
    return { ok: true, user: toCurrentUser(data) };
  } catch (error) {
    const messages = fieldErrors(error).email ?? [];
    return { ok: false, message: messages.length > 0 ? messages.join(', ') : null };
  }
}
