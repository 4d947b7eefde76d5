import { type PostLoginTarget, resolvePostLoginTarget } from '../../../lib/auth/return-url';

export type AutoLoginPlan =
  | { kind: 'to-login' }
  | { kind: 'exchange'; token: string; returnUrl: string | null };

/** spec 01 §2 auto-login: with a token query, sign in with it; without one, go to login. */
export function planAutoLogin(params: URLSearchParams): AutoLoginPlan {
  const token = params.get('token')?.trim();
  if (!token) return { kind: 'to-login' };
  return { kind: 'exchange', token, returnUrl: params.get('returnUrl') || null };
}

export interface AutoLoginTargetInput {
  returnUrl: string | null;
  token: string;
  location: { hostname: string };
  basename: string;
  /** The mobile shell: its paths live after '#', a route change is the page change. */
  hashHistory: boolean;
}

/**
 * Where a signed-in auto-login goes: `returnUrl` with a full page load (spec 01 §2), so
 * the app starts afresh with the new session; else courses. An absolute `returnUrl` is
 * trusted only on this site's own hosts and then gets the token (spec 01 §4 "Login").
 */
export function autoLoginTarget(input: AutoLoginTargetInput): PostLoginTarget {
  const target = resolvePostLoginTarget({
    queryReturnUrl: input.returnUrl,
    storedReturnUrl: null,
    token: input.token,
    location: input.location,
    basename: input.basename,
  });
  if (target.kind === 'route' && input.returnUrl && !input.hashHistory) {
    return { kind: 'page', href: `${input.basename}${target.to}` };
  }
  return target;
}
