import type { RouteObject } from 'react-router';
import { lazyScreen } from './lazy-screen';

/**
 * The referral programme's screens (issue 15, decision 092), each its own lazy chunk:
 * spec 01 §2 "referral users" (path not shown: docs/spec-gaps.md) and the link's landing
 * `/r/{code}` (REFERRAL_LINK_PATH), open to anyone with the plain layout.
 */
export const referralRoutes = {
  signedIn: (): RouteObject[] => [
    {
      path: 'user/referral',
      element: lazyScreen(() => import('../../features/referral/routes/referral-route'), ['referral']),
    },
  ],
  openScreens: (): RouteObject[] => [
    {
      path: 'r/:code',
      element: lazyScreen(
        () => import('../../features/referral/routes/referral-landing-route'),
        ['referral'],
      ),
    },
  ],
};
