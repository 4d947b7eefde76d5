import type { StaffRole } from '@cp/contract';
import { Spinner } from '@cp/ui';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { createBrowserRouter, Navigate } from 'react-router';
import { HOME_PATH } from '../lib/paths';
import { SignedInLayout } from './layout/signed-in-layout';
import { NotFoundScreen } from './not-found-screen';
import { RoleGate } from './role-gate';
import { RouteErrorScreen } from './route-error-screen';
import { PUBLIC_SCREENS, STAFF_SCREENS } from './routes';

/** `/staff/` without its slash: Vite's base, the one place the path prefix is written. */
export const ROUTER_BASENAME = import.meta.env.BASE_URL.replace(/\/+$/, '');

/** A screen's chunk loads when the screen is first opened; a role gate wraps the signed-in ones. */
function lazyScreen(load: () => Promise<{ default: ComponentType }>, roles?: readonly StaffRole[]) {
  return async () => {
    const { default: Screen } = await load();
    return {
      Component: roles
        ? () => (
            <RoleGate roles={roles}>
              <Screen />
            </RoleGate>
          )
        : Screen,
    };
  };
}

/** While the first screen's chunk loads: the spinner the app shows while it starts, not a blank page. */
function FirstScreenLoading() {
  const { t } = useTranslation();
  return <Spinner label={t('loading')} />;
}

export function createStaffRouter() {
  return createBrowserRouter(
    [
      {
        errorElement: <RouteErrorScreen />,
        hydrateFallbackElement: <FirstScreenLoading />,
        children: [
          ...PUBLIC_SCREENS.map((screen) => ({ path: screen.path, lazy: lazyScreen(screen.load) })),
          {
            path: '/',
            element: <SignedInLayout />,
            children: [
              { index: true, element: <Navigate to={HOME_PATH} replace /> },
              ...STAFF_SCREENS.map((screen) => ({
                path: screen.path,
                lazy: lazyScreen(screen.load, screen.roles),
              })),
              { path: '*', element: <NotFoundScreen /> },
            ],
          },
        ],
      },
    ],
    { basename: ROUTER_BASENAME },
  );
}
