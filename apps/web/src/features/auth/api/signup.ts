import { type AuthOkResponse, ROUTES, SIGNUP_FORM_KEYS, type SignupByEmailBody } from '@cp/contract';
import { apiPost } from '../../../lib/api/api-client';
import { signupFormData } from '../../../lib/auth/signup-form-data';
import { fieldMessages, interpretLoginFailure, type LoginResult, signInCall } from './login';

export type SignupCheck =
  | { kind: 'ok' }
  | { kind: 'field-errors'; errors: Record<string, string[]> }
  | { kind: 'failed'; message: string | null };

/**
 * `POST /auth/validate-signup-form {email}` (spec 01 §5): the e-mail's errors come back
 * under `signupform-email`; they are shown under the e-mail field.
 */
export async function validateSignupEmail(email: string): Promise<SignupCheck> {
  let data: AuthOkResponse;
  try {
    data = (await apiPost<AuthOkResponse>(ROUTES.validateSignupForm, { body: { email } })).data;
  } catch (error) {
    const result = interpretLoginFailure(error);
    return result.kind === 'success' ? { kind: 'ok' } : renameEmailKey(result);
  }
  if (data.success) return { kind: 'ok' };
  const errors = fieldMessages(data);
  return errors ? renameEmailKey({ kind: 'field-errors', errors }) : { kind: 'failed', message: null };
}

function renameEmailKey(result: Exclude<LoginResult, { kind: 'success' }>): SignupCheck {
  if (result.kind !== 'field-errors') return result;
  const { [SIGNUP_FORM_KEYS.email]: email, ...rest } = result.errors;
  return { kind: 'field-errors', errors: email ? { ...rest, email } : rest };
}

/** The timezone of this device, for the new account (spec 01 §5). */
export function deviceTimezone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/**
 * `POST /auth/signup-by-email`, multipart (spec 01 §5, §7): the e-mail as both username
 * and e-mail, the password twice and the timezone; and the code of the referral link the
 * visitor came by (issue 15), which the server refuses under `referral_code` when forged.
 */
export function signupByEmail(body: Omit<SignupByEmailBody, 'username'>): Promise<LoginResult> {
  return signInCall(ROUTES.signupByEmail, signupFormData(body));
}

/** The server refused the referral code (forged, or of another school): not the learner's fault. */
export const refusedReferralCode = (result: LoginResult): boolean =>
  result.kind === 'field-errors' && Boolean(result.errors.referral_code);
