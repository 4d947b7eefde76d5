import type { Params, RouteObject } from 'react-router';
import { redirectTo, useNavigationWork } from '../../lib/routing/navigation-work';

/**
 * A route that sends the visitor on (spec 01 §2, spec 02 §2 old and fallback paths): the target
 * replaces it in the history, with the route's params where `to` is a function of them.
 */
export function Redirect({ to }: { to: string | ((params: Params) => string) }) {
  useNavigationWork('redirect', ({ params }) => redirectTo(typeof to === 'string' ? to : to(params)));
  return null;
}

/** The route of a path that only redirects (see Redirect). */
export const redirectRoute = (path: string, to: string | ((params: Params) => string)): RouteObject => ({
  path,
  element: <Redirect to={to} />,
});
