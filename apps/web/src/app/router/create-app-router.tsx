import { createBrowserRouter, createHashRouter, Outlet, type RouteObject } from 'react-router';
import { DocumentTitle } from '../document-title/document-title';
import { alwaysRevalidate, guardLoader } from '../guards/guard-loader';
import { LoadingScreen } from '../loading-screen';
import { RouteErrorScreen } from '../route-error/route-error-screen';
import { accountRoutes } from './account-routes';
import { certificatesRoutes } from './certificates-routes';
import { chatRoutes } from './chat-routes';
import { downloadsRoutes } from './downloads-routes';
import { homeworkRoutes } from './homework-routes';
import { lazyRoute } from './lazy-route';
import { learningRoutes } from './learning-routes';
import { onboardingRoutes } from './onboarding-routes';
import { paymentsRoutes } from './payments-routes';
import { profileRoutes } from './profile-routes';
import { referralRoutes } from './referral-routes';
import { remindersPointsRoutes } from './reminders-points-routes';
import { supportRoutes } from './support-routes';
import { videoConsultationsRoutes } from './video-consultations-routes';

/**
 * The route table of spec 01 §2. Each screen group is its own lazy chunk; each
 * access group runs the guard of spec 01 §4 on every navigation.
 */
export function appRoutes(basename: string): RouteObject[] {
  return [
    {
      id: 'root',
      element: (
        <>
          <DocumentTitle />
          <Outlet />
        </>
      ),
      errorElement: <RouteErrorScreen />,
      // Shown while the first guard and screen chunk load.
      hydrateFallbackElement: <LoadingScreen />,
      children: [
        // (1) logout always passes: no guard.
        { path: 'logout', lazy: lazyRoute(() => import('../../features/auth/routes/logout-route')) },
        {
          id: 'guest',
          loader: guardLoader('guest', basename),
          shouldRevalidate: alwaysRevalidate,
          lazy: lazyRoute(() => import('../layout/plain-layout')),
          children: [
            {
              index: true,
              lazy: lazyRoute(() => import('../../features/auth/routes/login-route'), ['auth']),
            },
            ...accountRoutes.guest(),
          ],
        },
        {
          id: 'auth',
          loader: guardLoader('auth', basename),
          shouldRevalidate: alwaysRevalidate,
          // The query cache provider: loads with the signed-in screens, not with sign-in.
          lazy: lazyRoute(() => import('../layout/query-layout')),
          children: [
            {
              lazy: lazyRoute(() => import('../layout/signed-in-layout'), ['menus']),
              children: [
                ...learningRoutes(),
                ...accountRoutes.signedIn(basename),
                ...profileRoutes(),
                ...remindersPointsRoutes(),
                ...supportRoutes(),
                ...chatRoutes(),
                ...homeworkRoutes(),
                ...videoConsultationsRoutes(),
                ...paymentsRoutes(),
                ...downloadsRoutes(),
                ...referralRoutes.signedIn(),
              ],
            },
            {
              // Forced steps block the other screens (spec 01 §6): no menus here.
              lazy: lazyRoute(() => import('../layout/plain-layout')),
              children: [
                {
                  path: 'resetPassword',
                  lazy: lazyRoute(
                    () => import('../../features/account/routes/reset-password-route'),
                    ['account'],
                  ),
                },
                {
                  path: 'updateProfile',
                  lazy: lazyRoute(
                    () => import('../../features/profile/routes/update-profile-route'),
                    ['profile'],
                  ),
                },
              ],
            },
          ],
        },
        {
          id: 'open',
          loader: guardLoader('open', basename),
          shouldRevalidate: alwaysRevalidate,
          children: [
            ...accountRoutes.open(),
            {
              lazy: lazyRoute(() => import('../layout/plain-layout')),
              children: [
                ...accountRoutes.openScreens(),
                ...referralRoutes.openScreens(),
                ...certificatesRoutes.openScreens(),
                ...onboardingRoutes(),
              ],
            },
            {
              path: '*',
              lazy: lazyRoute(() => import('../../features/not-found/routes/not-found-route'), ['not-found']),
            },
          ],
        },
      ],
    },
  ];
}

/**
 * Browser history under the router base on the web; hash history in the mobile shell (spec 01 §2).
 * The build constant itself (not lib/env's APP_TYPE, folded only after tree-shaking) lets the
 * web build leave the hash router out of the vendor chunk (decision 005).
 */
export function createAppRouter(basename: string) {
  if (import.meta.env.VITE_APP_TYPE === 'mobile') return createHashRouter(appRoutes(''));
  return createBrowserRouter(appRoutes(basename), { basename: basename || '/' });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
