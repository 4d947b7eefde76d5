import type { RouteObject } from 'react-router';
import { lazyScreen } from './lazy-screen';

const settingsMenu = lazyScreen(() => import('../../features/settings/routes/settings-route'), ['settings']);

/**
 * The account area's signed-in screens of spec 01 §2: profile and settings (user, userEdit,
 * userSettings, userSetting, userPassword, settingsNotifications). Each its own lazy chunk.
 * The forced updateProfile sits with resetPassword in create-app-router (no menus).
 */
export function profileRoutes(): RouteObject[] {
  return [
    {
      path: 'user',
      element: lazyScreen(() => import('../../features/profile/routes/profile-route'), ['profile']),
    },
    // spec 01 §2 "stats" (issue 15, decision 089): Chart.js loads with this chunk only.
    {
      path: 'user/stats',
      element: lazyScreen(() => import('../../features/statistics/routes/statistics-route'), ['statistics']),
    },
    {
      path: 'user/edit',
      element: lazyScreen(() => import('../../features/profile/routes/profile-edit-route'), ['profile']),
    },
    { path: 'user/settings', element: settingsMenu },
    // spec 01 §2 userSetting, the "settings menu variant": the same menu (spec gap).
    { path: 'user/setting', element: settingsMenu },
    {
      path: 'user/settings/password',
      element: lazyScreen(
        () => import('../../features/settings/routes/password-route'),
        ['settings', 'account'],
      ),
    },
    {
      path: 'user/settings/notifications',
      element: lazyScreen(() => import('../../features/settings/routes/notifications-route'), ['settings']),
    },
  ];
}
