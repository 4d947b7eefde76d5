import { PATHS } from '../../lib/routing/paths';

/** Who may open a route (spec 01 §2 "Access"). */
export type RouteAccess = 'logout' | 'guest' | 'auth' | 'open';

export interface GuardInput {
  access: RouteAccess;
  /** The target path inside the router base, without query. */
  path: string;
  /** The target with its query, remembered as the return URL. */
  target: string;
  hasToken: boolean;
  /** undefined: not loaded yet. */
  user:
    | { requiredUpdatePassword: boolean; requiredUpdateProfile: boolean; email?: string | null }
    | undefined;
  /** The route's `handle.needsEmail` (spec 01 §4 step 7). */
  needsEmail?: boolean;
}

export type GuardDecision =
  | { kind: 'pass' }
  | { kind: 'fetch-user' }
  | { kind: 'redirect'; to: string; returnUrl?: string }
  | { kind: 'ask-email' };

/** The guard order of spec 01 §4, for every route. */
export function decideGuard({ access, path, target, hasToken, user, needsEmail }: GuardInput): GuardDecision {
  // (1) logout always passes.
  if (access === 'logout') return { kind: 'pass' };
  const loggedIn = hasToken && user !== undefined;
  // (2) a forced password change blocks every other screen (spec 01 §6).
  if (loggedIn && user.requiredUpdatePassword) {
    return path === PATHS.resetPassword ? { kind: 'pass' } : { kind: 'redirect', to: PATHS.resetPassword };
  }
  // (3) then a forced profile update, except in the user-info chat, which asks for the profile itself.
  if (loggedIn && user.requiredUpdateProfile) {
    return path === PATHS.updateProfile || path === PATHS.userInfoChat
      ? { kind: 'pass' }
      : { kind: 'redirect', to: PATHS.updateProfile };
  }
  // (4) an auth route with the user not loaded yet: fetch it, then decide again.
  if (access === 'auth' && hasToken && user === undefined) return { kind: 'fetch-user' };
  // (5) an auth route without a token: remember where the visitor was going.
  if (access === 'auth' && !hasToken) return { kind: 'redirect', to: PATHS.login, returnUrl: target };
  // (6) a guest route with a token goes to the home page.
  if (access === 'guest' && hasToken) return { kind: 'redirect', to: PATHS.courses };
  // (7) a route needing an e-mail asks for one (an anonymous account has none).
  if (needsEmail && loggedIn && !user.email?.trim()) return { kind: 'ask-email' };
  return { kind: 'pass' };
}
