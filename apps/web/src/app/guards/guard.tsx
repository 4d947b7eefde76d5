import type { ReactNode } from 'react';
import { type Location, type NonIndexRouteObject, Outlet } from 'react-router';
import { ApiError } from '../../lib/api/api-error';
import { rememberReturnUrl } from '../../lib/auth/return-url';
import { getToken } from '../../lib/auth/token-storage';
import {
  type NavigationArgs,
  type Redirect,
  redirectTo,
  useNavigationWork,
} from '../../lib/routing/navigation-work';
import { PATHS } from '../../lib/routing/paths';
import { lazyRoute } from '../router/lazy-route';
import { settledNavigation } from '../router/navigation-settled';
import { decideGuard, type GuardDecision, type GuardInput, type RouteAccess } from './guard-decision';

// The user lives in the query cache, which loads only when there is a token: a
// guest's guard needs no user, and the sign-in route stays without TanStack Query
// (ARCHITECTURE §7 budget). Same chunk timeout as the screens (spec 01 §9).
const loadUserCache = lazyRoute(() => import('../../lib/session/current-user-query'));
const loadEmailStep = lazyRoute(() => import('../../features/account/components/email-step'), ['account']);
let userCache: Awaited<ReturnType<typeof loadUserCache>> | null = null;

type Outcome = true | Redirect;

function follow(decision: GuardDecision): Outcome | null {
  if (decision.kind === 'pass') return true;
  if (decision.kind !== 'redirect') return null;
  if (decision.returnUrl) rememberReturnUrl(decision.returnUrl);
  return redirectTo(decision.to);
}

/** Steps 4 and 7, which wait for the server or the learner. */
async function slowSteps(input: GuardInput, decision: GuardDecision, signal: AbortSignal): Promise<Outcome> {
  let next = decision;
  if (next.kind === 'fetch-user' && userCache) {
    try {
      input.user = await userCache.fetchCurrentUser();
    } catch (error) {
      // A 401 already logged out (lib/api): come back here after signing in.
      if ((error instanceof ApiError && error.status === 401) || !getToken()) {
        rememberReturnUrl(input.target);
        return redirectTo(PATHS.login);
      }
      throw error;
    }
    next = decideGuard(input);
  }
  const outcome = follow(next);
  if (outcome) return outcome;
  if (next.kind !== 'ask-email') return true;
  // (7) The dialog and what Cancel does load only when a route needs them. Cancel keeps the
  // learner on the screen being left, which is the settled one (none on a first load).
  const settled = settledNavigation()?.location;
  const previous = settled ? `${settled.pathname}${settled.search}` : null;
  const stay = await (await loadEmailStep()).emailStep(signal, input.target, previous);
  return stay === null ? true : redirectTo(stay);
}

/**
 * The spec 01 §4 guard for one navigation: at once when nothing needs loading (no token, or the
 * user already cached), else after the user cache, the user or the e-mail step.
 */
export function runGuard(
  access: RouteAccess,
  location: Location,
  signal: AbortSignal,
  needsEmail?: boolean,
): Outcome | Promise<Outcome> {
  const hasToken = Boolean(getToken());
  if (hasToken && !userCache) {
    return loadUserCache().then((module) => {
      userCache = module;
      return runGuard(access, location, signal, needsEmail);
    });
  }
  const input: GuardInput = {
    access,
    path: location.pathname,
    target: `${location.pathname}${location.search}`,
    hasToken,
    user: hasToken ? userCache?.cachedCurrentUser() : undefined,
    needsEmail,
  };
  const decision = decideGuard(input);
  return follow(decision) ?? slowSteps(input, decision, signal);
}

/**
 * Runs the guard before a route group renders, on every navigation (each has its own location),
 * as the spec's guard does; the group's children (or its layout) show once it passes.
 */
export function Guard({
  access,
  needsEmail,
  children,
}: {
  access: RouteAccess;
  needsEmail?: boolean;
  children?: ReactNode;
}) {
  useNavigationWork(`guard:${access}${needsEmail ? ':email' : ''}`, ({ location, signal }: NavigationArgs) =>
    runGuard(access, location, signal, needsEmail),
  );
  return children ?? <Outlet />;
}

/**
 * A route that needs the learner's e-mail (spec 01 §4 step 7): flagged in its handle,
 * and guarded by its own guard, which runs the whole guard order with step 7 on.
 */
export function needsEmail(route: NonIndexRouteObject): NonIndexRouteObject {
  return {
    ...route,
    handle: { ...route.handle, needsEmail: true },
    element: (
      <Guard access="auth" needsEmail>
        {route.element}
      </Guard>
    ),
  };
}
