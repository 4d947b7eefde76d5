import type { SocialAction, SocialErrorCode, SocialNetwork } from '@cp/contract';

/**
 * A return address is accepted only on a host of the school itself (any port, http or
 * https), so the flow can never send a learner, or a token, to somebody else's site.
 */
export function isSchoolUrl(value: string, hosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.username || url.password) return false;
  return hosts.includes(url.hostname.toLowerCase().replace(/\.$/, ''));
}

export interface ReturnParams {
  action: SocialAction;
  method: SocialNetwork;
  status?: 'success' | 'fail';
  errorCode?: SocialErrorCode;
  errorMessage?: string;
  token?: string;
}

/** `successUrl` / `cancelUrl` with the spec's query parameters added (spec 01 §2, §4). */
export function returnUrl(base: string, params: ReturnParams): string {
  const url = new URL(base);
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) url.searchParams.set(key, value);
  }
  return url.toString();
}
