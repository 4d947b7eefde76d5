import { type LoginResponse, ROUTES } from '@cp/contract';
import { apiPost } from '../api/api-client';
import { ApiError, errorText, fieldErrors } from '../api/api-error';

export type SignInResult =
  | { kind: 'success'; token: string }
  | { kind: 'field-errors'; errors: Record<string, string> }
  /** `message`: the server's own text (429 too many attempts, 503 busy); else the generic one. */
  | { kind: 'failed'; message: string | null };

/**
 * `POST /auth/login`: the learners' sign-in, same password and session rules (issue 9 "Staff
 * accounts": sign-in with the same rules). Whether the account is staff is asked next.
 */
export async function signInCall(email: string, password: string): Promise<SignInResult> {
  let data: LoginResponse;
  try {
    data = (await apiPost<LoginResponse>(ROUTES.login, { body: { email, password } })).data;
  } catch (error) {
    if (error instanceof ApiError) {
      const errors = fieldErrors(error.body);
      if (Object.keys(errors).length > 0) return { kind: 'field-errors', errors };
      if (error.status === 429 || error.status === 503)
        return { kind: 'failed', message: errorText(error, '') || null };
    }
    return { kind: 'failed', message: null };
  }
  if (data.success) return { kind: 'success', token: data.data.token };
  const errors = fieldErrors(data);
  return Object.keys(errors).length > 0
    ? { kind: 'field-errors', errors }
    : { kind: 'failed', message: null };
}

/** `POST /auth/logout` with the given token: ends that session on the server; failures are ignored. */
export async function revokeSession(): Promise<void> {
  try {
    await apiPost(ROUTES.logout);
  } catch {
    // Already over, or offline: the token is dropped here anyway.
  }
}
