import { ROUTES, type UpdatePasswordBody, type UserResource } from '@cp/contract';
import { apiPost } from '../api/api-client';
import { ApiError, errorText } from '../api/api-error';
import { fieldErrors } from '../api/field-errors';
import { type CurrentUser, toCurrentUser } from '../session/current-user';

export type PasswordSaveResult =
  | { kind: 'success'; user: CurrentUser }
  | { kind: 'field-errors'; errors: Record<string, string[]> }
  /** `message` when the server explained (429); otherwise "failed to update password". */
  | { kind: 'failed'; message: string | null };

/**
 * `POST /user/update-password` (spec 01 §7; field names in docs/spec-gaps.md). The answer
 * is the user with the password-change flag cleared; every other session has ended.
 */
export async function updatePassword(body: UpdatePasswordBody): Promise<PasswordSaveResult> {
  try {
    const { data } = await apiPost<UserResource>(ROUTES.updatePassword, { body });
    return { kind: 'success', user: toCurrentUser(data) };
  } catch (error) {
    const errors = fieldErrors(error);
    if (Object.keys(errors).length > 0) return { kind: 'field-errors', errors };
    if (error instanceof ApiError && error.status === 429) {
      return { kind: 'failed', message: errorText(error, '') || null };
    }
    return { kind: 'failed', message: null };
  }
}
