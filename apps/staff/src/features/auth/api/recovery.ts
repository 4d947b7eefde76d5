import { type LoginResponse, ROUTES, type UserResource } from '@cp/contract';
import { apiPost } from '../../../lib/api/api-client';
import { ApiError, errorText, fieldErrors } from '../../../lib/api/api-error';

export type RecoveryResult =
  | { kind: 'done' }
  | { kind: 'field-errors'; errors: Record<string, string> }
  /** `message`: the server's own text (429 too many requests), else the screen's generic one. */
  | { kind: 'failed'; message: string | null };

function failure(error: unknown): RecoveryResult {
  if (error instanceof ApiError) {
    const errors = fieldErrors(error.body);
    if (Object.keys(errors).length > 0) return { kind: 'field-errors', errors };
    if (error.status === 429) return { kind: 'failed', message: errorText(error, '') || null };
  }
  return { kind: 'failed', message: null };
}

/**
 * `POST /auth/request-password-reset?app=staff`: the learners' recovery call, its link leading
 * to the staff app's password page (issue 28). The answer is the same for any address.
 */
export async function requestStaffPasswordReset(email: string): Promise<RecoveryResult> {
  try {
    await apiPost(ROUTES.requestPasswordReset, { body: { email }, query: { app: 'staff' } });
    return { kind: 'done' };
  } catch (error) {
    return failure(error);
  }
}

/** `POST /auth/login-by-token`: the mailed one-time token for a session, or null when the link is used or old. */
export async function exchangeRecoveryToken(token: string): Promise<string | null> {
  try {
    const { data } = await apiPost<LoginResponse>(ROUTES.loginByToken, { body: { token } });
    return data.success ? data.data.token : null;
  } catch {
    return null;
  }
}

/** `POST /user/update-password` with that session, before the desk adopts it (no current password asked). */
export async function setNewPassword(
  session: string,
  password: string,
  repeat: string,
): Promise<RecoveryResult> {
  try {
    await apiPost<UserResource>(ROUTES.updatePassword, {
      body: { password, password_repeat: repeat },
      token: session,
    });
    return { kind: 'done' };
  } catch (error) {
    return failure(error);
  }
}
