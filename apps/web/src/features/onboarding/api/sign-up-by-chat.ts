import {
  type AuthOkResponse,
  type LoginResponse,
  ROUTES,
  SIGNUP_FORM_KEYS,
  type UserResource,
} from '@cp/contract';
import { apiPost } from '../../../lib/api/api-client';
import { ApiError, errorText } from '../../../lib/api/api-error';
import { signupFormData } from '../../../lib/auth/signup-form-data';
import { clearStoredReferralCode, readStoredReferralCode } from '../../../lib/referral/stored-code';
import { type CurrentUser, toCurrentUser } from '../../../lib/session/current-user';

/** What the chat shows of a refused answer: messages by server field, or one text (null: the generic one). */
export type ChatCallResult<T> =
  | { kind: 'ok'; value: T }
  | { kind: 'field-errors'; errors: Record<string, string[]> }
  | { kind: 'failed'; message: string | null };

/** `{success: false, errors: {field: [...]}}`, Yii's `[{field, message}]`, or null when neither. */
export function errorsByField(body: unknown): Record<string, string[]> | null {
  const collected: Record<string, string[]> = {};
  const add = (field: string, message: unknown) => {
    if (typeof message === 'string' && message) collected[field] = [...(collected[field] ?? []), message];
  };
  if (Array.isArray(body)) {
    for (const item of body as { field?: unknown; message?: unknown }[]) {
      if (typeof item?.field === 'string') add(item.field, item.message);
    }
  } else if (body && typeof body === 'object') {
    const errors = (body as { errors?: unknown }).errors;
    if (errors && typeof errors === 'object') {
      for (const [field, messages] of Object.entries(errors)) {
        for (const message of Array.isArray(messages) ? messages : [messages]) add(field, message);
      }
    }
  }
  return Object.keys(collected).length > 0 ? collected : null;
}

/** A failed call as the chat shows it (spec 01 §8): field errors, else the server's text for 429/503. */
export function failure(error: unknown): Exclude<ChatCallResult<never>, { kind: 'ok' }> {
  const body = error instanceof ApiError ? error.body : undefined;
  const errors = errorsByField(body);
  if (errors) return { kind: 'field-errors', errors };
  if (error instanceof ApiError && (error.status === 429 || error.status === 503)) {
    return { kind: 'failed', message: errorText(error, '') || null };
  }
  return { kind: 'failed', message: null };
}

/** `POST /auth/validate-signup-form {email}` (spec 01 §5): the e-mail's errors come back as `email`. */
export async function checkSignupEmail(email: string): Promise<ChatCallResult<null>> {
  try {
    const { data } = await apiPost<AuthOkResponse>(ROUTES.validateSignupForm, { body: { email } });
    if (data.success) return { kind: 'ok', value: null };
    const errors = errorsByField(data);
    if (!errors) return { kind: 'failed', message: null };
    const { [SIGNUP_FORM_KEYS.email]: forEmail, ...rest } = errors;
    return { kind: 'field-errors', errors: forEmail ? { ...rest, email: forEmail } : rest };
  } catch (error) {
    return failure(error);
  }
}

async function signupOnce(
  body: { email: string; password: string; timezone?: string },
  referralCode: string | undefined,
): Promise<ChatCallResult<{ token: string; user: CurrentUser }>> {
  // The chat asked for the password twice and checked both match; the server checks again.
  const form = signupFormData({
    email: body.email,
    password: body.password,
    password_repeat: body.password,
    timezone: body.timezone,
    referral_code: referralCode,
  });
  try {
    const { data } = await apiPost<LoginResponse>(ROUTES.signupByEmail, { body: form });
    if (data.success) {
      return {
        kind: 'ok',
        value: { token: data.data.token, user: toCurrentUser(data.data.user as UserResource) },
      };
    }
    const errors = errorsByField(data);
    return errors ? { kind: 'field-errors', errors } : { kind: 'failed', message: null };
  } catch (error) {
    return failure(error);
  }
}

/**
 * `POST /auth/signup-by-email` from the chat's password step, with the referral link's code the
 * visitor came by (issue 15). The code is dropped once the account is made; a code the server
 * refuses is dropped too and the sign-up goes again without it: a stale link must not stop a
 * learner from joining.
 */
export async function signUpByChat(body: {
  email: string;
  password: string;
  timezone?: string;
}): Promise<ChatCallResult<{ token: string; user: CurrentUser }>> {
  const code = readStoredReferralCode();
  let result = await signupOnce(body, code);
  if (code && result.kind === 'field-errors' && result.errors.referral_code) {
    clearStoredReferralCode();
    result = await signupOnce(body, undefined);
  }
  if (result.kind === 'ok') clearStoredReferralCode();
  return result;
}
