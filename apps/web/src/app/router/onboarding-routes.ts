import type { RouteObject } from 'react-router';
import { lazyScreen } from './lazy-screen';

/**
 * Registration by chat (decision 088): open to guests, who make their account in it, and to
 * signed-in learners coming back to finish it; the plain layout, without menus.
 */
export const onboardingRoutes = (): RouteObject[] => [
  {
    path: 'user-info-chat',
    element: lazyScreen(
      () => import('../../features/onboarding/routes/onboarding-route'),
      ['onboarding', 'social'],
    ),
  },
];
