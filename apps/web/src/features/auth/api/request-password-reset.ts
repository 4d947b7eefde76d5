import { type AuthOkResponse, ROUTES } from '@cp/contract';
import { apiPost } from '../../../lib/api/api-client';
import { fieldMessages, interpretLoginFailure } from './login';

export type ResetRequestResult =
  | { kind: 'sent' }
  | { kind: 'field-errors'; errors: Record<string, string[]> }
  | { kind: 'failed'; message: string | null };

/**
 * `POST /auth/request-password-reset {email}` (spec 01 §7). The answer is the same
 * whether or not the address has an account, and so is the screen.
 */
export async function requestPasswordReset(email: string): Promise<ResetRequestResult> {
  let data: AuthOkResponse;
  try {
    data = (await apiPost<AuthOkResponse>(ROUTES.requestPasswordReset, { body: { email } })).data;
  } catch (error) {
    const result = interpretLoginFailure(error);
    return result.kind === 'success' ? { kind: 'sent' } : result;
  }
  if (data.success) return { kind: 'sent' };
  const errors = fieldMessages(data);
  return errors ? { kind: 'field-errors', errors } : { kind: 'failed', message: null };
}
