import {
  SOCIAL_ACTIONS,
  SOCIAL_ERROR_CODES,
  SOCIAL_NETWORKS,
  type SocialAction,
  type SocialErrorCode,
  type SocialNetwork,
} from '@cp/contract';

/**
 * What a social sign-in or link brings back on the app's address (spec 01 §2, §4, §8):
 * `action`, `method`, `status`, plus `token` on a login success or `errorCode` and
 * `errorMessage` on failure. A cancel at the provider brings `action` and `method` only.
 */
export type SocialReturn =
  | { kind: 'success'; action: SocialAction; method: SocialNetwork; token: string | null }
  | {
      kind: 'fail';
      action: SocialAction;
      method: SocialNetwork;
      code: SocialErrorCode;
      message: string | null;
    }
  | { kind: 'cancel'; action: SocialAction; method: SocialNetwork }
  | { kind: 'none' };

const isOneOf = <T extends string>(list: readonly T[], value: string | null): value is T =>
  value !== null && (list as readonly string[]).includes(value);

export function parseSocialReturn(params: URLSearchParams): SocialReturn {
  const action = params.get('action');
  const method = params.get('method');
  if (!isOneOf(SOCIAL_ACTIONS, action) || !isOneOf(SOCIAL_NETWORKS, method)) return { kind: 'none' };
  const status = params.get('status');
  if (status === 'success') return { kind: 'success', action, method, token: params.get('token') || null };
  if (status === 'fail') {
    const code = params.get('errorCode');
    return {
      kind: 'fail',
      action,
      method,
      // An unknown code is still a failure; the spec's catch-all names it.
      code: isOneOf(SOCIAL_ERROR_CODES, code) ? code : 'unknown_error',
      message: params.get('errorMessage') || null,
    };
  }
  return { kind: 'cancel', action, method };
}

/** The translation key of an error code (spec 01 §8), in the `social` namespace. */
export function socialErrorKey(code: SocialErrorCode) {
  return `errors.${code}` as const;
}

/** The parameters of a social return, removed from an address (the token must not stay in it). */
export const SOCIAL_RETURN_PARAMS = [
  'action',
  'method',
  'status',
  'token',
  'errorCode',
  'errorMessage',
] as const;

export function withoutSocialParams(params: URLSearchParams): URLSearchParams {
  const rest = new URLSearchParams(params);
  for (const name of SOCIAL_RETURN_PARAMS) rest.delete(name);
  return rest;
}
