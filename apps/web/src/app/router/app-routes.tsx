import { Suspense, useContext, useEffect } from 'react';
import {
  type Location,
  matchRoutes,
  type RouteMatch,
  type RouteObject,
  UNSAFE_NavigationContext,
  useLocation,
  useRoutes,
} from 'react-router';
import { navigationId, withBasename } from '../../lib/routing/navigation-work';
import { DocumentTitle } from '../document-title/document-title';
import { Guard } from '../guards/guard';
import { LoadingScreen } from '../loading-screen';
import { RouteErrorBoundary } from '../route-error/route-error-boundary';
import { handleUnauthorized } from '../session/unauthorized-handler';
import { accountRoutes } from './account-routes';
import { certificatesRoutes } from './certificates-routes';
import { chatRoutes } from './chat-routes';
import { downloadsRoutes } from './downloads-routes';
import { homeworkRoutes } from './homework-routes';
import { lazyScreen, preloadScreens } from './lazy-screen';
import { learningRoutes } from './learning-routes';
import { forgetSettledNavigation, settleNavigation } from './navigation-settled';
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
export function appRoutes(): RouteObject[] {
  return [
    // (1) logout always passes: no guard.
    { path: 'logout', element: lazyScreen(() => import('../../features/auth/routes/logout-route')) },
    {
      element: <Guard access="guest">{lazyScreen(() => import('../layout/plain-layout'))}</Guard>,
      children: [
        {
          index: true,
          element: lazyScreen(() => import('../../features/auth/routes/login-route'), ['auth']),
        },
        ...accountRoutes.guest(),
      ],
    },
    {
      // The query cache provider: loads with the signed-in screens, not with sign-in.
      element: <Guard access="auth">{lazyScreen(() => import('../layout/query-layout'))}</Guard>,
      children: [
        {
          element: lazyScreen(() => import('../layout/signed-in-layout'), ['menus']),
          children: [
            ...learningRoutes(),
            ...accountRoutes.signedIn(),
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
          element: lazyScreen(() => import('../layout/plain-layout')),
          children: [
            {
              path: 'resetPassword',
              element: lazyScreen(
                () => import('../../features/account/routes/reset-password-route'),
                ['account'],
              ),
            },
            {
              path: 'updateProfile',
              element: lazyScreen(
                () => import('../../features/profile/routes/update-profile-route'),
                ['profile'],
              ),
            },
          ],
        },
      ],
    },
    {
      element: <Guard access="open" />,
      children: [
        ...accountRoutes.open(),
        {
          element: lazyScreen(() => import('../layout/plain-layout')),
          children: [
            ...accountRoutes.openScreens(),
            ...referralRoutes.openScreens(),
            ...certificatesRoutes.openScreens(),
            ...onboardingRoutes(),
          ],
        },
        {
          path: '*',
          element: lazyScreen(() => import('../../features/not-found/routes/not-found-route'), ['not-found']),
        },
      ],
    },
  ];
}

const routes = appRoutes();

interface Settled {
  history: object;
  location: Location;
  matches: RouteMatch[];
}

/** Reports a navigation as settled once its screen (or the route error screen) is committed. */
function NavigationSettled({ history, location, matches }: Settled) {
  const id = navigationId(location);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one navigation, one id
  useEffect(() => settleNavigation({ history, location, matches }), [id]);
  return null;
}

/**
 * The routes under whichever router the app runs in (browser history under the router base, hash
 * history in the mobile shell, memory history in tests): the loading screen while the first guard
 * and screen chunk load; after that a navigation keeps the screen being left until the next one
 * is ready (React Router navigates in transitions).
 */
export function AppRoutes() {
  const location = useLocation();
  const { navigator, basename } = useContext(UNSAFE_NavigationContext);
  const matches = matchRoutes(routes, location) ?? [];
  preloadScreens(matches);
  useEffect(() => {
    const stop = handleUnauthorized((to) => navigator.replace(withBasename(to, basename)));
    return () => {
      stop();
      forgetSettledNavigation(navigator);
    };
  }, [navigator, basename]);
  const element = useRoutes(routes);
  return (
    <Suspense fallback={<LoadingScreen />}>
      <NavigationSettled history={navigator} location={location} matches={matches} />
      <RouteErrorBoundary location={location}>
        <DocumentTitle />
        {element}
      </RouteErrorBoundary>
    </Suspense>
  );
}
