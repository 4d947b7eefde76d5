import type { RouteObject } from 'react-router';
import { lazyScreen } from './lazy-screen';

/** The account area's signed-in screens of spec 01 §2: reminders (settingsReminders*) and points (points, points-history). Each its own lazy chunk. */
export function remindersPointsRoutes(): RouteObject[] {
  return [
    {
      path: 'user/settings/reminders',
      element: lazyScreen(() => import('../../features/reminders/routes/reminders-route'), ['reminders']),
    },
    {
      path: 'user/settings/reminders/new',
      element: lazyScreen(() => import('../../features/reminders/routes/reminder-new-route'), ['reminders']),
    },
    {
      path: 'user/settings/reminders/:id',
      element: lazyScreen(() => import('../../features/reminders/routes/reminder-edit-route'), ['reminders']),
    },
    {
      path: 'user/points',
      element: lazyScreen(() => import('../../features/points/routes/points-route'), ['points']),
    },
    {
      path: 'user/points/history',
      element: lazyScreen(() => import('../../features/points/routes/points-history-route'), ['points']),
    },
  ];
}
