import type { RouteObject } from 'react-router';
import { lazyRoute } from './lazy-route';

const settingsMenu = lazyRoute(() => import('../../features/settings/routes/settings-route'), ['settings']);

/**
 * The account area's signed-in screens of spec 01 §2: profile and settings (user, userEdit,
 * userSettings, userSetting, userPassword, settingsNotifications). Each its own lazy chunk.
 * The forced updateProfile sits with resetPassword in create-app-router (no menus).
 */
export function profileRoutes(): RouteObject[] {
  return [
    {
      path: 'user',
      lazy: lazyRoute(() => import('../../features/profile/routes/profile-route'), ['profile']),
    },
    // spec 01 §2 "stats" (issue 15, decision 089): Chart.js loads with this chunk only.
    {
      path: 'user/stats',
      lazy: lazyRoute(() => import('../../features/statistics/routes/statistics-route'), ['statistics']),
    },
    {
      path: 'user/edit',
      lazy: lazyRoute(() => import('../../features/profile/routes/profile-edit-route'), ['profile']),
    },
    { path: 'user/settings', lazy: settingsMenu },
    // spec 01 §2 userSetting, the "settings menu variant": the same menu (spec gap).
    { path: 'user/setting', lazy: settingsMenu },
    {
      path: 'user/settings/password',
      lazy: lazyRoute(() => import('../../features/settings/routes/password-route'), ['settings', 'account']),
    },
    {
      path: 'user/settings/notifications',
      lazy: lazyRoute(() => import('../../features/settings/routes/notifications-route'), ['settings']),
    },
  ];
}
