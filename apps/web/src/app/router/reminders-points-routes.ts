import type { RouteObject } from 'react-router';
import { lazyRoute } from './lazy-route';

/** The account area's signed-in screens of spec 01 §2: reminders (settingsReminders*) and points (points, points-history). Each its own lazy chunk. */
export function remindersPointsRoutes(): RouteObject[] {
  return [
    {
      path: 'user/settings/reminders',
      lazy: lazyRoute(() => import('../../features/reminders/routes/reminders-route'), ['reminders']),
    },
    {
      path: 'user/settings/reminders/new',
      lazy: lazyRoute(() => import('../../features/reminders/routes/reminder-new-route'), ['reminders']),
    },
    {
      path: 'user/settings/reminders/:id',
      lazy: lazyRoute(() => import('../../features/reminders/routes/reminder-edit-route'), ['reminders']),
    },
    {
      path: 'user/points',
      lazy: lazyRoute(() => import('../../features/points/routes/points-route'), ['points']),
    },
    {
      path: 'user/points/history',
      lazy: lazyRoute(() => import('../../features/points/routes/points-history-route'), ['points']),
    },
  ];
}
