import { type LoginBody, type LoginResponse, ROUTES } from '@cp/contract';
import { apiPost } from '../../../lib/api/api-client';
import { ApiError, errorText } from '../../../lib/api/api-error';
import { type CurrentUser, toCurrentUser } from '../../../lib/session/current-user';

/** Server messages per field, already in the request's language. */
export type FieldMessages = Record<string, string[]>;

export type LoginResult =
  | { kind: 'success'; token: string; user: CurrentUser }
  | { kind: 'field-errors'; errors: FieldMessages }
  /** `message` set when the server explained (429); otherwise the generic text applies. */
  | { kind: 'failed'; message: string | null };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `{password: ['...']}` or Yii's `[{field, message}]`, as lists per field; null when neither. */
export function fieldMessages(body: unknown): FieldMessages | null {
  const collected: FieldMessages = {};
  if (isRecord(body) && isRecord(body.errors)) {
    for (const [field, messages] of Object.entries(body.errors)) {
      const list = (Array.isArray(messages) ? messages : [messages]).filter(
        (message): message is string => typeof message === 'string' && message !== '',
      );
      if (list.length > 0) collected[field] = list;
    }
  } else if (Array.isArray(body)) {
    for (const item of body) {
      if (isRecord(item) && typeof item.field === 'string' && typeof item.message === 'string') {
        collected[item.field] = [...(collected[item.field] ?? []), item.message];
      }
    }
  }
  return Object.keys(collected).length > 0 ? collected : null;
}

/**
 * What a failed sign-in means for the screen (spec 01 §7, §8): field errors
 * (HTTP 200 with success false, or 422), the server's own message for too many
 * attempts (429) or a server too busy to check a password now (503, decision 041),
 * else the generic "failed to sign in".
 */
export function interpretLoginFailure(error: unknown): LoginResult {
  if (error instanceof ApiError) {
    const errors = fieldMessages(error.body);
    if (errors) return { kind: 'field-errors', errors };
    if (error.status === 429 || error.status === 503)
      return { kind: 'failed', message: errorText(error, '') || null };
  }
  return { kind: 'failed', message: null };
}

/**
 * Any call that signs in (spec 01 §7: login, login-by-app-id, sign-up, login-by-token):
 * `{success, data: {token, user}}`, or the failure as the screen shows it.
 */
export async function signInCall(path: string, body: unknown): Promise<LoginResult> {
  let data: LoginResponse;
  try {
    data = (await apiPost<LoginResponse>(path, { body })).data;
  } catch (error) {
    return interpretLoginFailure(error);
  }
  if (data.success) return { kind: 'success', token: data.data.token, user: toCurrentUser(data.data.user) };
  const errors = fieldMessages(data);
  return errors ? { kind: 'field-errors', errors } : { kind: 'failed', message: null };
}

/** POST /auth/login?lang= (spec 01 §7). */
export const login = (body: LoginBody): Promise<LoginResult> => signInCall(ROUTES.login, body);
