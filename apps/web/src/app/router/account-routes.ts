import type { RouteObject } from 'react-router';
import { needsEmail } from '../guards/guard';
import { lazyScreen } from './lazy-screen';

/**
 * The account screens of spec 01 §2 (issue 3), by access group, each its own lazy chunk:
 * nothing here is downloaded on the sign-in route (decision 005).
 */
export const accountRoutes = {
  /** Guests only, with the login screen's plain layout. */
  guest: (): RouteObject[] => [
    {
      path: 'signup',
      element: lazyScreen(() => import('../../features/auth/routes/signup-route'), ['auth']),
    },
    { path: 'reset', element: lazyScreen(() => import('../../features/auth/routes/reset-route'), ['auth']) },
  ],
  /** Open to anyone, without a layout: they only decide where to go. */
  open: (): RouteObject[] => [
    {
      path: 'auto-login',
      element: lazyScreen(() => import('../../features/auth/routes/auto-login-route'), ['auth']),
    },
    {
      path: 'social-callback',
      element: lazyScreen(() => import('../../features/social/routes/social-callback-route'), ['social']),
    },
  ],
  /** Open, with the plain layout. */
  openScreens: (): RouteObject[] => [
    {
      path: 'delete',
      element: lazyScreen(() => import('../../features/account/routes/delete-route'), ['account']),
    },
  ],
  /** Signed in, with the menus. `/linksocialnetworks` is the e-mail step's first user (spec-gaps). */
  signedIn: (): RouteObject[] => [
    needsEmail({
      path: 'linksocialnetworks',
      element: lazyScreen(
        () => import('../../features/social/routes/link-social-networks-route'),
        ['social'],
      ),
    }),
    {
      path: 'user/social-networks',
      element: lazyScreen(() => import('../../features/social/routes/social-networks-route'), ['social']),
    },
  ],
};
