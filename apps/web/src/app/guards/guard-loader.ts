import { type LoaderFunctionArgs, type NonIndexRouteObject, redirect } from 'react-router';
import { ApiError } from '../../lib/api/api-error';
import { rememberReturnUrl } from '../../lib/auth/return-url';
import { getToken } from '../../lib/auth/token-storage';
import { PATHS, stripBasename } from '../../lib/routing/paths';
import { lazyRoute } from '../router/lazy-route';
import { decideGuard, type GuardInput, type RouteAccess } from './guard-decision';

// The user lives in the query cache, which loads only when there is a token: a
// guest's guard needs no user, and the sign-in route stays without TanStack Query
// (ARCHITECTURE §7 budget). Same chunk timeout as the screens (spec 01 §9).
const loadUserCache = lazyRoute(() => import('../../lib/session/current-user-query'));
const loadEmailStep = lazyRoute(() => import('../../features/account/components/email-step'), ['account']);

/** The request's path inside the router (browser history keeps the base in the URL). */
function routerPath(request: Request, basename: string): { path: string; target: string } {
  const url = new URL(request.url);
  const path = stripBasename(url.pathname, basename);
  return { path, target: `${path}${url.search}` };
}

/**
 * Runs the spec 01 §4 guard before a route group renders. Group routes opt out
 * of React Router's revalidation rules (shouldRevalidate) so this runs on every
 * navigation, as the spec's guard does.
 */
export function guardLoader(access: RouteAccess, basename: string, options: { needsEmail?: boolean } = {}) {
  return async ({ request }: LoaderFunctionArgs) => {
    const { path, target } = routerPath(request, basename);
    const hasToken = Boolean(getToken());
    const userCache = hasToken ? await loadUserCache() : null;
    const input: GuardInput = {
      access,
      path,
      target,
      hasToken,
      user: userCache?.cachedCurrentUser(),
      needsEmail: options.needsEmail,
    };
    let decision = decideGuard(input);
    if (decision.kind === 'fetch-user' && userCache) {
      try {
        input.user = await userCache.fetchCurrentUser();
      } catch (error) {
        // A 401 already logged out (lib/api): come back here after signing in.
        if ((error instanceof ApiError && error.status === 401) || !getToken()) {
          rememberReturnUrl(target);
          throw redirect(PATHS.login);
        }
        throw error;
      }
      decision = decideGuard(input);
    }
    if (decision.kind === 'redirect') {
      if (decision.returnUrl) rememberReturnUrl(decision.returnUrl);
      throw redirect(decision.to);
    }
    // (7) The dialog and what Cancel does load only when a route needs them.
    if (decision.kind === 'ask-email')
      await (await loadEmailStep()).emailStep(request.signal, target, basename);
    return null;
  };
}

/**
 * A route that needs the learner's e-mail (spec 01 §4 step 7): flagged in its handle,
 * and guarded by its own loader, which runs the whole guard order with step 7 on.
 */
export function needsEmail(route: NonIndexRouteObject, basename: string): NonIndexRouteObject {
  return {
    ...route,
    handle: { ...route.handle, needsEmail: true },
    loader: guardLoader('auth', basename, { needsEmail: true }),
    shouldRevalidate: alwaysRevalidate,
  };
}

export const alwaysRevalidate = () => true;
