import { type LoginResponse, STAFF_TEAM_ROUTES } from '@cp/contract';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api/api-client';
import { ApiError, errorText, fieldErrors } from '../../../lib/api/api-error';
import { staffPath } from '../../../lib/api/staff-path';

export interface AcceptInput {
  name?: string;
  lastName?: string;
  password: string;
  passwordRepeat?: string;
}

export type AcceptResult =
  | { kind: 'success'; token: string }
  | { kind: 'field-errors'; errors: Record<string, string> }
  /** `message`: the server's text (used, expired, too many attempts), else null. */
  | { kind: 'failed'; message: string | null };

/**
 * `POST /staff/invites/{token}/accept` (public): answers what `POST /auth/login` answers, so
 * the desk is signed in with the token (decision 053).
 */
export async function acceptInvite(token: string, input: AcceptInput): Promise<AcceptResult> {
  let data: LoginResponse;
  try {
    const response = await apiPost<LoginResponse>(staffPath(STAFF_TEAM_ROUTES.inviteAccept, { token }), {
      body: {
        name: input.name,
        last_name: input.lastName || undefined,
        password: input.password,
        password_repeat: input.passwordRepeat,
      },
    });
    data = response.data;
  } catch (error) {
    const errors = error instanceof ApiError ? fieldErrors(error.body) : {};
    if (Object.keys(errors).length > 0) return { kind: 'field-errors', errors };
    return { kind: 'failed', message: errorText(error, '') || null };
  }
  if (data.success) return { kind: 'success', token: data.data.token };
  const errors = fieldErrors(data);
  return Object.keys(errors).length > 0
    ? { kind: 'field-errors', errors }
    : { kind: 'failed', message: null };
}

export function useAcceptInvite(token: string) {
  return useMutation({ mutationFn: (input: AcceptInput) => acceptInvite(token, input) });
}
